import { Button, Group, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { StaleAlert } from '../components/StaleAlert';
import classes from '../Editor.module.css';
import { UpgradePrompt } from '../../events/components/UpgradePrompt';
import type { SettingsProblem } from './useSettingsSection';

/** The refusal of a settings save, above the fields. */
export function SettingsProblemAlert({
  problem,
  onReload,
}: {
  problem: SettingsProblem;
  onReload(): Promise<unknown>;
}) {
  if (problem === 'stale') return <StaleAlert onReload={onReload} />;
  if (problem === 'openLimit') return <UpgradePrompt messageKey="eventSettings.openLimit" />;
  if (problem === 'premium') return <UpgradePrompt messageKey="eventSettings.logoLocked" />;
  return null;
}

/** Save and discard of a settings section, at the bottom. */
export function SettingsActions({
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
    <Group justify="space-between" gap="sm" wrap="wrap" className={classes.actionBar}>
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
