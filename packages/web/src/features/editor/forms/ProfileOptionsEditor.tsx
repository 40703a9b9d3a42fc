import type { ProfileItem } from '@foyer/shared';
import { Button, Checkbox, Group, Input, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList } from './SortableList';

type Option = ProfileItem['options'][number];

type ProfileOptionsEditorProps = {
  options: readonly Option[];
  onChange(next: Option[]): void;
  /** A select allows one option selected by default; checkboxes allow several. */
  isSingle: boolean;
  /** Field errors of the profile item (`options`, `options.0.value`). */
  errors: Readonly<Record<string, string>>;
};

/**
 * The options of a select or checkboxes field: add, remove, reorder (drag and drop, or move up and
 * down), each with its text and whether it is selected by default (one at most for a select).
 */
export function ProfileOptionsEditor({ options, onChange, isSingle, errors }: ProfileOptionsEditorProps) {
  const { t } = useTranslation();
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const errorOf = (path: string) => (errors[path] ? t(errors[path]!) : undefined);
  const listError = errorOf('options');
  const update = (index: number, next: Partial<Option>) =>
    onChange(
      options.map((o, i) => {
        if (i === index) return { ...o, ...next };
        // A select has one default: choosing one clears the others.
        return isSingle && next.selected ? { ...o, selected: false } : o;
      }),
    );
  const handleAdd = () => {
    setFocusIndex(options.length);
    onChange([...options, { value: '', selected: false }]);
  };
  return (
    <Input.Wrapper
      label={t('elementForm.fields.options')}
      description={t(
        isSingle ? 'elementForm.profile.optionsHintSingle' : 'elementForm.profile.optionsHintMany',
      )}
      error={listError}
      withAsterisk
      classNames={{ root: listError ? 'foyer-field-invalid' : undefined }}
    >
      <Stack gap="xs" mt={6}>
        {options.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('elementForm.profile.noOptions')}
          </Text>
        ) : (
          <SortableList
            items={options}
            nameOf={(o, i) => o.value || t('elementForm.profile.optionN', { n: i + 1 })}
            onChange={(next) => {
              setFocusIndex(null);
              onChange(next);
            }}
            renderItem={(option, i) => {
              const error = errorOf(`options.${i}.value`);
              return (
                <Group gap="sm" wrap="wrap" align="flex-start">
                  <TextInput
                    style={{ flex: '1 1 12rem' }}
                    aria-label={t('elementForm.profile.optionN', { n: i + 1 })}
                    placeholder={t('elementForm.profile.optionPlaceholder')}
                    value={option.value}
                    onChange={(e) => update(i, { value: e.currentTarget.value })}
                    autoFocus={focusIndex === i}
                    aria-required
                    error={error}
                    classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
                  />
                  <Checkbox
                    mt={10}
                    label={t('elementForm.profile.selected')}
                    checked={option.selected}
                    onChange={(e) => update(i, { selected: e.currentTarget.checked })}
                  />
                </Group>
              );
            }}
          />
        )}
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={handleAdd}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('elementForm.profile.addOption')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
