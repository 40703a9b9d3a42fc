import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneGroups } from '../../../lib/eventTime';

type TimeZoneSelectProps = {
  value: string;
  onChange(zone: string): void;
  onBlur?(): void;
  /** Translated error text. */
  error?: string;
  /** Defaults to "Time zone". */
  label?: string;
};

/**
 * The event's time zone: a searchable list of every IANA zone, grouped by region, each with its
 * offset now ("Europe/Berlin (UTC+01:00)"); typing "Berlin" or "UTC+01" finds it. Every date and
 * time of the event is entered and shown in it.
 */
export function TimeZoneSelect({ value, onChange, onBlur, error, label }: TimeZoneSelectProps) {
  const { t } = useTranslation();
  const data = useMemo(() => timeZoneGroups(value), [value]);
  const text = label ?? t('eventSettings.timeZone');
  return (
    <Select
      label={text}
      aria-label={text}
      description={t('eventSettings.timeZoneHint')}
      data={data}
      value={value || null}
      onChange={(next) => next && onChange(next)}
      onBlur={onBlur}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('eventSettings.timeZoneNone')}
      maxDropdownHeight={320}
      comboboxProps={{ withinPortal: true }}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
