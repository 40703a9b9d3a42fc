import { zoneLabel } from '@foyer/shared';
import { Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { browserTimeZone } from '../../../lib/eventTime';
import { fromWallTime, instantOf, toWallTime } from './dateTime';

type DateTimeFieldProps = {
  label: string;
  description?: string;
  /** A saved value (UTC ISO), a typed wall time (`2026-12-01T10:00`) or null. */
  value: string | null | undefined;
  /** The wall time without offset, or null when emptied. */
  onChange(next: string | null): void;
  /** Translated error text. */
  error?: string;
  /**
   * The IANA zone the time is entered in: the event's (`Event.timeZone`); default the browser's
   * (where no event is concerned, e.g. a mailing's send time, read with the `UTC-timezone` header).
   */
  timeZone?: string;
};

/**
 * A date and time in the event's time zone, with the zone named beside it ("Europe/Berlin
 * (UTC+01:00)", the offset of that very day). A saved UTC value shows as the zone's wall time; what
 * is typed is sent without offset and the server reads it in the event's zone.
 */
export function DateTimeField({
  label,
  description,
  value,
  onChange,
  error,
  timeZone = browserTimeZone(),
}: DateTimeFieldProps) {
  const at = instantOf(value, timeZone);
  const zone = zoneLabel(timeZone, Number.isNaN(at) ? Date.now() : at);
  return (
    <TextInput
      type="datetime-local"
      label={
        <>
          {label}
          <VisuallyHidden> ({zone})</VisuallyHidden>
        </>
      }
      description={description}
      value={toWallTime(value, timeZone)}
      onChange={(e) => onChange(fromWallTime(e.currentTarget.value))}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
      inputContainer={(children) => (
        // A long zone name drops below the input in a narrow column rather than squeezing it.
        <Group gap="xs" wrap="wrap" align="center">
          <div style={{ flex: '1 1 12rem', minWidth: 0 }}>{children}</div>
          <Text size="sm" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>
            {zone}
          </Text>
        </Group>
      )}
    />
  );
}
