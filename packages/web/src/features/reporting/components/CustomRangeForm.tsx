import { REPORT_RANGE_MAX_DAYS, type ReportQuery } from '@foyer/shared';
import { Button, Card, Group } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../../editor/forms/DateTimeField';
import { toWallTime } from '../../editor/forms/dateTime';
import { type CustomRangeErrors, customRange } from '../range';

type CustomRangeFormProps = {
  /** The event's zone: the ends are typed and shown in it. */
  timeZone: string;
  /** The ends it starts with (UTC): the range shown now. */
  initial: { from: string; to: string };
  onApply: (range: ReportQuery) => void;
};

/**
 * A custom period: start and end in the event's zone. Both are required, the end after the start and
 * at most REPORT_RANGE_MAX_DAYS later (ReportQuery's rules), told under the fields before anything is asked.
 */
export function CustomRangeForm({ timeZone, initial, onApply }: CustomRangeFormProps) {
  const { t } = useTranslation();
  const [from, setFrom] = useState<string | null>(() => toWallTime(initial.from, timeZone) || null);
  const [to, setTo] = useState<string | null>(() => toWallTime(initial.to, timeZone) || null);
  const [errors, setErrors] = useState<CustomRangeErrors>({});
  const errorText = (key?: string) => (key ? t(key, { days: REPORT_RANGE_MAX_DAYS }) : undefined);
  const handleSubmit = (e: FormEvent) => {
    e.preventDefault();
    const result = customRange(from, to, timeZone);
    if ('errors' in result) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply(result.range);
  };
  return (
    <Card withBorder radius="lg" padding="md">
      <form onSubmit={handleSubmit} noValidate aria-label={t('reporting.range.presets.custom')}>
        <Group align="flex-start" gap="md">
          <div style={{ flex: '1 1 18rem' }}>
            <DateTimeField
              label={t('reporting.range.from')}
              value={from}
              onChange={setFrom}
              error={errorText(errors.from)}
              timeZone={timeZone}
            />
          </div>
          <div style={{ flex: '1 1 18rem' }}>
            <DateTimeField
              label={t('reporting.range.to')}
              value={to}
              onChange={setTo}
              error={errorText(errors.to)}
              timeZone={timeZone}
            />
          </div>
        </Group>
        <Group justify="flex-end" mt="md">
          <Button type="submit">{t('reporting.range.apply')}</Button>
        </Group>
      </form>
    </Card>
  );
}
