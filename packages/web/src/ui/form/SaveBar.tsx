import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SaveBar.module.css';

/**
 * Save and discard of a form that saves explicitly, sticky at the bottom: says whether there are
 * unsaved changes; Save submits the surrounding form.
 */
export function SaveBar({
  isDirty,
  isSaving,
  onDiscard,
}: {
  isDirty: boolean;
  isSaving: boolean;
  onDiscard(): void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" wrap="wrap" className={classes.bar}>
      <Text size="sm" c="dimmed" aria-live="polite">
        {isDirty ? t('editor.form.unsaved') : t('editor.form.allSaved')}
      </Text>
      <Group gap="xs">
        <Button variant="default" disabled={!isDirty || isSaving} onClick={onDiscard}>
          {t('editor.form.discard')}
        </Button>
        <Button
          type="submit"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          disabled={!isDirty}
          loading={isSaving}
        >
          {t('common.save')}
        </Button>
      </Group>
    </Group>
  );
}
