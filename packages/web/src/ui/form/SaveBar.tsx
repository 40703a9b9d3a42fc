import { Box, Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './SaveBar.module.css';

/**
 * Save and discard of a form that saves explicitly, sticky at the bottom: says whether there are
 * unsaved changes; Save submits the surrounding form. On a phone the buttons share one row (the
 * discard button says it in one word), so the bar stays two lines high in every language.
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
      <Group gap="xs" wrap="nowrap" className={classes.buttons}>
        <Button
          variant="default"
          disabled={!isDirty || isSaving}
          onClick={onDiscard}
          aria-label={t('editor.form.discard')}
        >
          <Box component="span" visibleFrom="xs">
            {t('editor.form.discard')}
          </Box>
          <Box component="span" hiddenFrom="xs">
            {t('editor.form.discardShort')}
          </Box>
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
