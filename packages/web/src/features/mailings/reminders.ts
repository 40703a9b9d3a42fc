import { MAX_RELATIVE_MINUTES, type Mailing } from '@foyer/shared';
import type { TFunction } from 'i18next';

/** Units a custom reminder offset is written in, with their length in minutes. */
export const OFFSET_UNITS = { hours: 60, days: 1440 } as const;
export type OffsetUnit = keyof typeof OFFSET_UNITS;

/** A reminder offset as its author writes it: "3 days before". */
export type CustomOffset = { amount: number; unit: OffsetUnit; direction: 'before' | 'after' };

/** Minutes from the event's start of a custom offset (negative before it). */
export const minutesOf = ({ amount, unit, direction }: CustomOffset) =>
  amount * OFFSET_UNITS[unit] * (direction === 'before' ? -1 : 1);

/** True when the offset is one the server takes: within 60 days of the start. */
export const isWithinRange = (minutes: number) =>
  Number.isInteger(minutes) && Math.abs(minutes) <= MAX_RELATIVE_MINUTES;

/**
 * An offset as a person reads it: "1 week before the start", "2 hours after the start", "At the
 * start", in the largest unit that divides it.
 */
export function offsetText(t: TFunction, minutes: number): string {
  if (minutes === 0) return t('mailings.reminder.offset.atStart');
  const side = minutes < 0 ? 'Before' : 'After';
  const size = Math.abs(minutes);
  const [unit, count] =
    size % 10080 === 0
      ? ['weeks', size / 10080]
      : size % 1440 === 0
        ? ['days', size / 1440]
        : size % 60 === 0
          ? ['hours', size / 60]
          : ['minutes', size];
  return t(`mailings.reminder.offset.${unit}${side}`, { count });
}

/** The moment of a reminder: its event's start plus its offset (ISO). */
export const reminderAt = (startsAt: string, minutes: number) =>
  new Date(new Date(startsAt).getTime() + minutes * 60_000).toISOString();

/**
 * When a mailing goes as a line: a reminder's offset with its time ("1 day before the start · 3 Dec
 * 2026, 09:00"), or that it waits for its event's start; null when it is no reminder.
 */
export function reminderLine(
  t: TFunction,
  dateTime: (iso: string) => string,
  mailing: Pick<Mailing, 'relativeMinutes' | 'sendAt'>,
): string | null {
  if (mailing.relativeMinutes === null) return null;
  const offset = offsetText(t, mailing.relativeMinutes);
  return `${offset} · ${mailing.sendAt ? dateTime(mailing.sendAt) : t('mailings.reminder.waiting')}`;
}
