import { Card, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GeneralSettingsFields } from '../../events/components/SettingsFields';
import { SettingsProblemAlert } from '../../events/components/SettingsProblemAlert';
import { SectionHeader } from '../components/SectionHeader';
import { useEditorShell } from '../shellContext';
import { SaveBar } from '../../../ui/form';
import { useSettingsSection } from './useSettingsSection';

/** The general section: name, title lines, help email, help booth, start room, open, chat video. */
export function GeneralSection() {
  const { t } = useTranslation();
  const { data } = useEditorShell();
  const settings = useSettingsSection('general');
  return (
    <form onSubmit={settings.submit} noValidate>
      <Stack gap="md">
        <SectionHeader title={t('editor.sections.general')} description={t('editor.general.intro')} />
        <SettingsProblemAlert problem={settings.problem} onReload={settings.reloadLatest} />
        <Card withBorder radius="lg" padding="lg">
          <GeneralSettingsFields control={settings.form.control} rooms={data.venue.rooms} />
        </Card>
        <SaveBar isDirty={settings.isDirty} isSaving={settings.isSaving} onDiscard={settings.discard} />
      </Stack>
    </form>
  );
}
