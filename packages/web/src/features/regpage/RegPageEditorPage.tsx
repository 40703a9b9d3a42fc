import type { Event, ProfileItem, PublicProgramme, RegPage } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Box, Card, Grid, Group, Stack, Title } from '@mantine/core';
import { type ReactNode, useDeferredValue, useState } from 'react';
import { type UseFormReturn, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { applyFieldErrors } from '../../api/formErrors';
import { PageHeader } from '../../ui/PageHeader';
import { SaveBar } from '../../ui/form';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StaleAlert } from '../../ui/StaleAlert';
import { toastError, toastSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { useVenueEditor } from '../editor/queries';
import { useLeaveGuard } from '../editor/useLeaveGuard';
import { UpgradePrompt } from '../events/components/UpgradePrompt';
import { LegalSection } from './LegalSection';
import { LookSection, type PageImages } from './LookSection';
import { MailSection } from './MailSection';
import { PageSection } from './PageSection';
import { type PreviewMode, RegPagePreview } from './RegPagePreview';
import { TextsSection } from './TextsSection';
import { type RegPageData, useRegPage, useSaveRegPage } from './queries';
import {
  REGPAGE_FIELD_PATHS,
  RegPageForm,
  type RegPageValues,
  regPageRequestOf,
  regPageValuesOf,
} from './regpageForm';

const imagesOf = (page: RegPage): PageImages => ({
  header:
    page.headerImageAssetId && page.headerImageUrl
      ? { id: page.headerImageAssetId, url: page.headerImageUrl }
      : null,
  background:
    page.backgroundImageAssetId && page.backgroundImageUrl
      ? { id: page.backgroundImageAssetId, url: page.backgroundImageUrl }
      : null,
});

const IMAGE_FIELDS = { header: 'headerImageAssetId', background: 'backgroundImageAssetId' } as const;

/** One titled card of the form. */
function FormCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="md" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** The live preview, from the form's current values (deferred so typing stays quick). */
function DraftPreview({
  form,
  images,
  event,
  fields,
  programme,
}: {
  form: UseFormReturn<RegPageValues>;
  images: PageImages;
  event: Event | undefined;
  fields: ProfileItem[];
  programme: PublicProgramme;
}) {
  const [mode, setMode] = useState<PreviewMode>('form');
  const values = useWatch({ control: form.control }) as RegPageValues;
  const deferred = useDeferredValue(values);
  return (
    <RegPagePreview
      values={deferred}
      images={images}
      event={event}
      fields={fields}
      programme={programme}
      mode={mode}
      onModeChange={setMode}
    />
  );
}

function RegPageEditor({
  eventId,
  data,
  onReload,
}: {
  eventId: string;
  data: RegPageData;
  onReload: () => Promise<RegPageData | undefined>;
}) {
  const { t } = useTranslation();
  const venue = useVenueEditor(eventId);
  const save = useSaveRegPage(eventId);
  const [version, setVersion] = useState(data.page.version);
  const [images, setImages] = useState<PageImages>(() => imagesOf(data.page));
  const [isStale, setStale] = useState(false);
  const form = useForm<RegPageValues>({
    resolver: zodResolver(RegPageForm) as never,
    defaultValues: regPageValuesOf(data.page),
  });
  const { isDirty } = form.formState;
  const { markClean } = useLeaveGuard(isDirty);

  const reset = (page: RegPage) => {
    setVersion(page.version);
    setImages(imagesOf(page));
    form.reset(regPageValuesOf(page));
  };

  const handleReload = async () => {
    const next = await onReload();
    if (next) reset(next.page);
    setStale(false);
  };

  const handleImageChange = (which: keyof PageImages, next: PageImages['header']) => {
    setImages((current) => ({ ...current, [which]: next }));
    form.setValue(IMAGE_FIELDS[which], next?.id ?? null, { shouldDirty: true });
  };

  const handleSubmit = form.handleSubmit(
    async (values) => {
      setStale(false);
      try {
        const saved = await save.mutateAsync(regPageRequestOf(values, version));
        markClean();
        reset(saved.page);
        toastSuccess(t('regpageEditor.saved'));
      } catch (e) {
        if (!isApiError(e)) return;
        if (e.errorKey === 'STALE_VERSION') setStale(true);
        else if (!applyFieldErrors(e, form.setError, REGPAGE_FIELD_PATHS)) toastError(t('errors.generic'));
      }
    },
    () => toastError(t('regpageEditor.checkFields')),
  );

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <form
          onSubmit={handleSubmit}
          noValidate
          aria-label={t('regpageEditor.title')}
          data-tour="regpage-form"
        >
          <Stack gap="lg">
            {isStale && <StaleAlert onReload={handleReload} />}
            <FormCard id="regpage-page" title={t('regpageEditor.sections.page')}>
              <PageSection
                form={form}
                eventId={eventId}
                savedCode={data.page.pageCode}
                timeZone={venue.data?.event.timeZone}
              />
            </FormCard>
            <FormCard id="regpage-look" title={t('regpageEditor.sections.look')}>
              <LookSection form={form} images={images} onImageChange={handleImageChange} />
            </FormCard>
            <FormCard id="regpage-texts" title={t('regpageEditor.sections.texts')}>
              <TextsSection form={form} />
            </FormCard>
            <FormCard id="regpage-mail" title={t('regpageEditor.sections.mail')}>
              <MailSection form={form} />
            </FormCard>
            <FormCard id="regpage-legal" title={t('regpageEditor.sections.legal')}>
              <LegalSection form={form} />
            </FormCard>
            <SaveBar
              isDirty={isDirty}
              isSaving={save.isPending}
              onDiscard={() => reset({ ...data.page, version })}
            />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <Box
          data-tour="regpage-preview"
          pos="sticky"
          style={{
            top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
            maxHeight: 'calc(100vh - var(--app-shell-header-height, 0px) - 2 * var(--mantine-spacing-md))',
            overflowY: 'auto',
          }}
        >
          <DraftPreview
            form={form}
            images={images}
            event={venue.data?.event}
            fields={venue.data?.venue.profileItems ?? []}
            programme={data}
          />
        </Box>
      </Grid.Col>
    </Grid>
  );
}

/** "3 of 5 registrations" (or "3 registrations" without a limit). */
function RegistrationCount({ data }: { data: RegPageData }) {
  const { t } = useTranslation();
  const isFull = data.registrationLimit !== null && data.registrations >= data.registrationLimit;
  return (
    <Badge size="lg" variant="light" color={isFull ? 'yellow' : 'gray'} tt="none">
      {data.registrationLimit === null
        ? t('regpageEditor.registrations', { count: data.registrations })
        : t('regpageEditor.registrationsOf', { count: data.registrations, limit: data.registrationLimit })}
    </Badge>
  );
}

/** /events/regpage/{id}: the event's registration page, edited beside a live preview, saved explicitly. */
export default function RegPageEditorPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useRegPage(id);
  const venue = useVenueEditor(id);
  const data = query.data;
  const eventName = venue.data?.event.name;
  usePageTitle(eventName ? `${t('regpageEditor.title')} · ${eventName}` : t('regpageEditor.title'));
  if (!data) return <PageSkeleton variant="form" />;
  const isFull = data.registrationLimit !== null && data.registrations >= data.registrationLimit;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader
          back={{ to: '/events/list', label: t('templates.back') }}
          title={t('regpageEditor.title')}
          subtitle={eventName}
        />
        <RegistrationCount data={data} />
      </Group>
      {isFull && <UpgradePrompt messageKey="regpageEditor.full" />}
      <RegPageEditor key={id} eventId={id} data={data} onReload={() => query.refetch().then((r) => r.data)} />
    </Stack>
  );
}
