import { isHexColor, quotaOf } from '@foyer/shared';
import { Card, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DesignSettingsFields } from '../../events/components/SettingsFields';
import { SettingsProblemAlert } from '../../events/components/SettingsProblemAlert';
import { useUser } from '../../users/queries';
import { SectionHeader } from '../components/SectionHeader';
import { useEditorShell } from '../shellContext';
import { SaveBar } from '../../../ui/form';
import { useSettingsSection } from './useSettingsSection';

/** The design section: main and text colour, logo (locked with the reason on the free plan), logo link. */
export function DesignSection() {
  const { t } = useTranslation();
  const { user } = useUser();
  const { ctx, setPreviewColors } = useEditorShell();
  const settings = useSettingsSection('design');
  const [main, text] = useWatch({ control: settings.form.control, name: ['mainColor', 'textColor'] });

  // The live preview shows the colours being chosen (valid ones) until the section closes.
  useEffect(() => {
    setPreviewColors(isHexColor(main) && isHexColor(text) ? { main, text } : null);
  }, [main, text, setPreviewColors]);
  useEffect(() => () => setPreviewColors(null), [setPreviewColors]);
  return (
    <form onSubmit={settings.submit} noValidate>
      <Stack gap="md">
        <SectionHeader title={t('editor.sections.design')} description={t('editor.design.intro')} />
        <SettingsProblemAlert problem={settings.problem} onReload={settings.reloadLatest} />
        <Card withBorder radius="lg" padding="lg">
          <DesignSettingsFields
            control={settings.form.control}
            logoUrl={settings.logoUrl}
            isLogoLocked={user ? !quotaOf(user.plan).customLogo : false}
            onLogoChange={(asset) => {
              if (asset) ctx.rememberAsset(asset);
              settings.changeLogo(asset);
            }}
          />
        </Card>
        <SaveBar isDirty={settings.isDirty} isSaving={settings.isSaving} onDiscard={settings.discard} />
      </Stack>
    </form>
  );
}
