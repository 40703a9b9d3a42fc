import { PageHeader } from '../../../ui/PageHeader';
import { quotaOf } from '@foyer/shared';
import { useUser } from '../../users/queries';
import type { Event } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Card, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { SaveBar } from '../../../ui/form';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { StaleAlert } from '../../../ui/StaleAlert';
import { usePageTitle } from '../../../ui/usePageTitle';
import { DesignSettingsFields, GeneralSettingsFields } from '../components/SettingsFields';
import { UpgradePrompt } from '../components/UpgradePrompt';
import { useEvent, useEventPreview, useSaveEventSettings } from '../queries';
import {
  EventSettingsForm,
  type EventSettingsValues,
  SETTINGS_FIELDS,
  settingsRequestOf,
  settingsValuesOf,
} from '../settingsForm';

type Problem = 'stale' | 'openLimit' | 'premium' | null;

function SettingsForm({ event, onReload }: { event: Event; onReload: () => Promise<Event | undefined> }) {
  const { t } = useTranslation();
  const save = useSaveEventSettings(event.id);
  const { user } = useUser();
  const { data: preview } = useEventPreview(event.id);
  const [problem, setProblem] = useState<Problem>(null);
  const [version, setVersion] = useState(event.version);
  const [logoUrl, setLogoUrl] = useState<string | null>(event.logoUrl ?? null);
  const form = useForm<EventSettingsValues>({
    resolver: zodResolver(EventSettingsForm) as never,
    defaultValues: settingsValuesOf(event),
  });
  const { isDirty, dirtyFields } = form.formState;

  const rooms = preview?.venue.rooms ?? [];

  const reset = (next: Event) => {
    setVersion(next.version);
    setLogoUrl(next.logoUrl ?? null);
    form.reset(settingsValuesOf(next));
  };

  const handleReload = async () => {
    const next = await onReload();
    if (next) reset(next);
    setProblem(null);
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    const body = settingsRequestOf(values as never, dirtyFields, version);
    try {
      const saved = await save.mutateAsync(body);
      reset(saved);
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'STALE_VERSION') setProblem('stale');
      else if (e.errorKey === 'EVENT_LIMIT_REACHED') setProblem('openLimit');
      else if (e.errorKey === 'PREMIUM_REQUIRED') setProblem('premium');
      else applyFieldErrors(e, form.setError, SETTINGS_FIELDS);
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        {problem === 'stale' && <StaleAlert onReload={handleReload} />}
        {problem === 'openLimit' && <UpgradePrompt messageKey="eventSettings.openLimit" />}
        {problem === 'premium' && <UpgradePrompt messageKey="eventSettings.logoLocked" />}
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-general">
          <Title order={2} fz="lg" mb="md" id="settings-general">
            {t('eventSettings.general')}
          </Title>
          <GeneralSettingsFields control={form.control} rooms={rooms} />
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-design">
          <Title order={2} fz="lg" mb="md" id="settings-design">
            {t('eventSettings.design')}
          </Title>
          <DesignSettingsFields
            control={form.control}
            logoUrl={logoUrl}
            isLogoLocked={user ? !quotaOf(user.plan).customLogo : false}
            onLogoChange={(asset) => {
              setLogoUrl(asset ? (asset.thumbnailUrl ?? asset.url) : null);
              form.setValue('logoAssetId', asset?.id ?? '', { shouldDirty: true });
            }}
          />
        </Card>
        <SaveBar isDirty={isDirty} isSaving={save.isPending} onDiscard={() => reset({ ...event, version })} />
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
