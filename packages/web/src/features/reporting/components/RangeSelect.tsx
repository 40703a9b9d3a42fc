import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RANGE_PRESETS, type RangePreset } from '../range';

/** The period of the report: the whole event, the last 24 hours, the last 7 days, or a custom one. */
export function RangeSelect({
  value,
  onChange,
}: {
  value: RangePreset;
  onChange: (preset: RangePreset) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('reporting.range.label')}
      data={RANGE_PRESETS.map((p) => ({ value: p, label: t(`reporting.range.presets.${p}`) }))}
      value={value}
      onChange={(v) => v && onChange(v as RangePreset)}
      allowDeselect={false}
      w={{ base: '100%', xs: 220 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
