import { type Event, quotaOf } from '@foyer/shared';
import { Card, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SaveBar } from '../../../ui/form';
import { PageHeader } from '../../../ui/PageHeader';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useUser } from '../../users/queries';
import { DesignSettingsFields, GeneralSettingsFields } from '../components/SettingsFields';
import { SettingsProblemAlert } from '../components/SettingsProblemAlert';
import { useEvent, useEventPreview } from '../queries';
import { useEventSettingsForm } from '../useEventSettingsForm';

function SettingsForm({ event, onReload }: { event: Event; onReload: () => Promise<Event | undefined> }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const { data: preview } = useEventPreview(event.id);
  const settings = useEventSettingsForm(event, { reload: onReload });
  const rooms = preview?.venue.rooms ?? [];

  return (
    <form onSubmit={settings.submit} noValidate>
      <Stack gap="lg">
        <SettingsProblemAlert problem={settings.problem} onReload={settings.reloadLatest} />
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-general">
          <Title order={2} fz="lg" mb="md" id="settings-general">
            {t('eventSettings.general')}
          </Title>
          <GeneralSettingsFields control={settings.form.control} rooms={rooms} />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-design">
          <Title order={2} fz="lg" mb="md" id="settings-design">
            {t('eventSettings.design')}
          </Title>
          <DesignSettingsFields
            control={settings.form.control}
            logoUrl={settings.logoUrl}
            isLogoLocked={user ? !quotaOf(user.plan).customLogo : false}
            onLogoChange={settings.changeLogo}
          />
        </Card>
        <SaveBar isDirty={settings.isDirty} isSaving={settings.isSaving} onDiscard={settings.discard} />
      </Stack>
    </form>
  );
}

/** /events/setting/{id}: general and design settings of an event, saved explicitly. */
export default function EventSettingsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useEvent(id);
  const event = query.data;
  usePageTitle(event ? `${t('eventSettings.title')} · ${event.name}` : t('eventSettings.title'));
  if (!event) return <PageSkeleton variant="form" />;
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader
        back={{ to: '/events/list', label: t('templates.back') }}
        title={t('eventSettings.title')}
        subtitle={event.name}
      />
      <SettingsForm event={event} onReload={() => query.refetch().then((r) => r.data)} />
    </Stack>
  );
}
