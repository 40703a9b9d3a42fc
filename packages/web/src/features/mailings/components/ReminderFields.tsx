import { REMINDER_PRESETS } from '@foyer/shared';
import { Alert, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDateTimeText } from '../useMailingFormat';
import {
  type CustomOffset,
  OFFSET_UNITS,
  type OffsetUnit,
  isWithinRange,
  minutesOf,
  offsetText,
  reminderAt,
} from '../reminders';

/** The reminder the dialog holds: a preset's minutes, or "custom" with its amount, unit and side. */
export type ReminderChoice = { preset: number | 'custom'; custom: CustomOffset };

export const DEFAULT_REMINDER: ReminderChoice = {
  preset: -1440,
  custom: { amount: 2, unit: 'days', direction: 'before' },
};

/** Minutes from the start of a choice, or null when a custom one is not a whole amount within range. */
export function reminderMinutes(choice: ReminderChoice): number | null {
  if (choice.preset !== 'custom') return choice.preset;
  const minutes = minutesOf(choice.custom);
  return choice.custom.amount > 0 && isWithinRange(minutes) ? minutes : null;
}

/** What stands in the way of scheduling a reminder, as a message, or null. */
export function reminderProblem(
  t: (key: string) => string,
  minutes: number | null,
  startsAt: string | null | undefined,
): string | null {
  if (startsAt === null) return t('mailings.reminder.noStart');
  if (minutes === null) return t('mailings.reminder.tooFar');
  if (startsAt && new Date(reminderAt(startsAt, minutes)).getTime() <= Date.now())
    return t('mailings.reminder.past');
  return null;
}

/**
 * The reminder's moment: a preset (1 week, 1 day, 1 hour before, 1 day after) or a custom "n hours /
 * days before / after", with the time it goes at from the event's start (`startsAt`: undefined while
 * loading, null when the event has none), or why it cannot.
 */
export function ReminderFields({
  value,
  startsAt,
  error,
  onChange,
}: {
  value: ReminderChoice;
  startsAt: string | null | undefined;
  error?: string;
  onChange: (next: ReminderChoice) => void;
}) {
  const { t } = useTranslation();
  const dateTime = useDateTimeText();
  const minutes = reminderMinutes(value);
  const problem = reminderProblem(t, minutes, startsAt);
  const setCustom = (patch: Partial<CustomOffset>) =>
    onChange({ ...value, custom: { ...value.custom, ...patch } });
  const presets = REMINDER_PRESETS.map((m) => ({ value: String(m), label: offsetText(t, m) }));

  return (
    <Stack gap="sm">
      <Select
        label={t('mailings.reminder.moment')}
        data={[...presets, { value: 'custom', label: t('mailings.reminder.custom') }]}
        value={String(value.preset)}
        allowDeselect={false}
        onChange={(next) =>
          onChange({ ...value, preset: next === 'custom' || next === null ? 'custom' : Number(next) })
        }
        comboboxProps={{ withinPortal: true }}
      />
      {value.preset === 'custom' && (
        <Group gap="sm" align="flex-start" grow>
          <NumberInput
            label={t('mailings.reminder.amount')}
            min={1}
            max={value.custom.unit === 'hours' ? 1440 : 60}
            allowDecimal={false}
            allowNegative={false}
            value={value.custom.amount}
            onChange={(next) => setCustom({ amount: typeof next === 'number' ? next : 0 })}
          />
          <Select
            label={t('mailings.reminder.unit')}
            data={(Object.keys(OFFSET_UNITS) as OffsetUnit[]).map((u) => ({
              value: u,
              label: t(`mailings.reminder.units.${u}`),
            }))}
            value={value.custom.unit}
            allowDeselect={false}
            onChange={(next) => setCustom({ unit: next === 'hours' ? 'hours' : 'days' })}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t('mailings.reminder.direction')}
            data={[
              { value: 'before', label: t('mailings.reminder.before') },
              { value: 'after', label: t('mailings.reminder.after') },
            ]}
            value={value.custom.direction}
            allowDeselect={false}
            onChange={(next) => setCustom({ direction: next === 'after' ? 'after' : 'before' })}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      )}
      {problem || error ? (
        <Alert color="red" radius="md" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm">{problem ?? error}</Text>
        </Alert>
      ) : startsAt && minutes !== null ? (
        <Group gap="xs" wrap="nowrap">
          <IconClockHour4 size={16} aria-hidden />
          <Text size="sm" aria-live="polite">
            {t('mailings.reminder.goesAt', {
              when: dateTime(reminderAt(startsAt, minutes)),
              start: dateTime(startsAt),
            })}
          </Text>
        </Group>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('mailings.reminder.followsHint')}
      </Text>
    </Stack>
  );
}
