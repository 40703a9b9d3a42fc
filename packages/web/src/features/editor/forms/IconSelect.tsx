import { Group, Select, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type IconName, NAMED_ICONS, iconOf } from '../../venue/namedIcons';

type IconSelectProps = {
  label: string;
  description?: string;
  value: string | undefined;
  onChange(next: string | undefined): void;
  /** Which icons to offer, in order; default all. */
  names?: readonly IconName[];
  error?: string;
};

/** A select of named icons, each shown with its picture. */
export function IconSelect({ label, description, value, onChange, names, error }: IconSelectProps) {
  const { t } = useTranslation();
  const offered = names ?? (Object.keys(NAMED_ICONS) as IconName[]);
  const Current = iconOf(value);
  return (
    <Select
      label={label}
      description={description}
      placeholder={t('elementForm.icon.none')}
      data={offered.map((name) => ({ value: name, label: t(`elementForm.icons.${name}`) }))}
      value={value && offered.includes(value as IconName) ? value : null}
      onChange={(next) => onChange(next ?? undefined)}
      clearable
      searchable
      leftSection={Current ? <Current size={18} aria-hidden /> : undefined}
      renderOption={({ option }) => {
        const Icon = iconOf(option.value);
        return (
          <Group gap="sm" wrap="nowrap">
            {Icon && <Icon size={18} aria-hidden />}
            <Text size="sm">{option.label}</Text>
          </Group>
        );
      }}
      error={error}
      classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
    />
  );
}
