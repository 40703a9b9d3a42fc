import { Group, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { currentOffsetHours, fromWallTime, offsetLabel, toWallTime } from './dateTime';

type DateTimeFieldProps = {
  label: string;
  description?: string;
  /** A saved value (UTC ISO), a typed wall time (`2026-12-01T10:00`) or null. */
  value: string | null | undefined;
  /** The wall time without offset, or null when emptied. */
  onChange(next: string | null): void;
  /** Translated error text. */
  error?: string;
  /** The organiser's offset from UTC in hours; default the one the API client sends. */
  offsetHours?: number;
};

/**
 * A date and time in the organiser's own time zone, with the zone ("UTC+01:00") beside it. A saved
 * UTC value shows as local wall time; what is typed is sent without offset and the server reads it in
 * the zone of the `UTC-timezone` header.
 */
export function DateTimeField({
  label,
  description,
  value,
  onChange,
  error,
  offsetHours = currentOffsetHours(),
}: DateTimeFieldProps) {
  const zone = offsetLabel(offsetHours);
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
      value={toWallTime(value, offsetHours)}
      onChange={(e) => onChange(fromWallTime(e.currentTarget.value))}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
      inputContainer={(children) => (
        <Group gap="xs" wrap="nowrap" align="center">
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
          <Text size="sm" c="dimmed" aria-hidden style={{ whiteSpace: 'nowrap' }}>
            {zone}
          </Text>
        </Group>
      )}
    />
  );
}
