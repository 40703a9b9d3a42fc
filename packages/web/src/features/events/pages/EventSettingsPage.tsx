import { PageHeader } from '../../../ui/PageHeader';
import { quotaOf } from '@foyer/shared';
import { useUser } from '../../users/queries';
import type { Event } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { SelectField, TextField } from '../../../ui/form';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ColorField } from '../components/ColorField';
import { LogoField } from '../components/LogoField';
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
  const roomOptions = rooms.map((r) => ({ value: r.id, label: r.title }));
  const boothOptions = rooms.filter((r) => r.kind === 'BOOTH').map((r) => ({ value: r.id, label: r.title }));

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
        {problem === 'stale' && (
          <Alert
            color="red"
            radius="lg"
            icon={<IconAlertTriangle size={20} aria-hidden />}
            title={t('eventSettings.staleTitle')}
          >
            <Stack gap="sm" align="flex-start">
              <Text size="sm">{t('eventSettings.staleText')}</Text>
              <Button size="xs" color="red" leftSection={<IconRefresh size={14} />} onClick={handleReload}>
                {t('eventSettings.reload')}
              </Button>
            </Stack>
          </Alert>
        )}
        {problem === 'openLimit' && <UpgradePrompt messageKey="eventSettings.openLimit" />}
        {problem === 'premium' && <UpgradePrompt messageKey="eventSettings.logoLocked" />}
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-general">
          <Title order={2} fz="lg" mb="md" id="settings-general">
            {t('eventSettings.general')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField control={form.control} name="name" label={t('createEvent.nameLabel')} isRequired />
            <TextField control={form.control} name="title1" label={t('eventSettings.title1')} isRequired />
            <TextField control={form.control} name="title2" label={t('eventSettings.title2')} />
            <TextField
              control={form.control}
              name="helpEmail"
              label={t('eventSettings.helpEmail')}
              type="email"
            />
            <SelectField
              control={form.control}
              name="startRoomId"
              label={t('eventSettings.startRoom')}
              data={roomOptions}
              placeholder={t('eventSettings.choose')}
            />
            <SelectField
              control={form.control}
              name="helpBoothId"
              label={t('eventSettings.helpBooth')}
              data={boothOptions}
              placeholder={t(boothOptions.length ? 'eventSettings.choose' : 'eventSettings.noBooths')}
              clearable
              disabled={boothOptions.length === 0}
            />
          </SimpleGrid>
          <Stack gap="sm" mt="lg">
            <Controller
              control={form.control}
              name="open"
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  label={t('eventSettings.open')}
                  description={t('eventSettings.openHint')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="allowChatVideo"
              render={({ field }) => (
                <Switch
                  checked={field.value}
                  onChange={(e) => field.onChange(e.currentTarget.checked)}
                  label={t('eventSettings.allowChatVideo')}
                />
              )}
            />
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="settings-design">
          <Title order={2} fz="lg" mb="md" id="settings-design">
            {t('eventSettings.design')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <ColorField
              control={form.control}
              name="mainColor"
              label={t('eventSettings.mainColor')}
              isRequired
            />
            <ColorField
              control={form.control}
              name="textColor"
              label={t('eventSettings.textColor')}
              isRequired
            />
            <LogoField
              url={logoUrl}
              isLocked={user ? !quotaOf(user.plan).customLogo : false}
              onChange={(asset) => {
                setLogoUrl(asset ? (asset.thumbnailUrl ?? asset.url) : null);
                form.setValue('logoAssetId', asset?.id ?? '', { shouldDirty: true });
              }}
            />
            <TextField
              control={form.control}
              name="logoLink"
              label={t('eventSettings.logoLink')}
              placeholder="https://"
            />
          </SimpleGrid>
        </Card>
        <Group
          justify="space-between"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
        >
          <Text size="sm" c="dimmed" aria-live="polite">
            {isDirty ? t('eventSettings.unsaved') : t('eventSettings.allSaved')}
          </Text>
          <Group gap="sm">
            <Button variant="default" disabled={!isDirty} onClick={() => reset({ ...event, version })}>
              {t('eventSettings.discard')}
            </Button>
            <Button type="submit" disabled={!isDirty} loading={save.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        </Group>
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
