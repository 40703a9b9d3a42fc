import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Card, Checkbox, Grid, Group, MultiSelect, Stack, Text, Title } from '@mantine/core';
import { IconMailFast, IconSend } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { type ReactNode, useRef, useState } from 'react';
import { type UseFormReturn, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { PageHeader } from '../../../ui/PageHeader';
import { RichTextField } from '../../../ui/RichTextField';
import { StaleAlert } from '../../../ui/StaleAlert';
import { SaveBar, TextField, fieldErrorText } from '../../../ui/form';
import { toastError, toastSuccess } from '../../../ui/toast';
import { useLeaveGuard } from '../../editor/useLeaveGuard';
import { useEventList } from '../../events/queries';
import { insertAtSelection } from '../../regpage/MailSection';
import { useUser } from '../../users/queries';
import {
  EMPTY_MAILING,
  MAILING_FIELD_PATHS,
  MailingForm,
  type MailingValues,
  canSendMailings,
  mailingValuesOf,
} from '../mailingForm';
import { type Mailing, useCreateMailing, useTestMailing, useUpdateMailing } from '../queries';
import { MailingPreview } from './MailingPreview';
import { MailingStatusBadge } from './MailingStatusBadge';
import { type InsertTarget, PlaceholderButtons } from './PlaceholderButtons';
import { PlainTextField } from './PlainTextField';
import { RecipientCount } from './RecipientCount';
import { SegmentField } from './SegmentField';
import { SendDialog } from './SendDialog';
import { SubscribersOnlyModal } from './SubscribersOnlyModal';

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

/** Subject, formatted message, placeholders and plain text. */
function MessageSection({
  form,
  generatedText,
}: {
  form: UseFormReturn<MailingValues>;
  generatedText: string;
}) {
  const { t } = useTranslation();
  const editorRef = useRef<Editor | null>(null);
  const textRef = useRef<HTMLTextAreaElement | null>(null);
  const [target, setTarget] = useState<InsertTarget>('html');
  const html = useController({ control: form.control, name: 'html' });
  const text = useController({ control: form.control, name: 'text' });
  const trackClicks = useController({ control: form.control, name: 'trackClicks' });

  const handleInsert = (placeholder: string) => {
    if (target === 'html') {
      editorRef.current?.chain().focus().insertContent(placeholder).run();
      return;
    }
    const el = textRef.current;
    const current = text.field.value ?? generatedText;
    const next = insertAtSelection(
      current,
      placeholder,
      el?.selectionStart ?? null,
      el?.selectionEnd ?? null,
    );
    text.field.onChange(next.value);
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Stack gap="md">
      <TextField control={form.control} name="subject" label={t('mailings.editor.subject')} />
      <Box onFocusCapture={() => setTarget('html')}>
        <RichTextField
          label={t('mailings.editor.html')}
          value={html.field.value}
          onChange={html.field.onChange}
          error={fieldErrorText(t, html.fieldState.error)}
          editorRef={editorRef}
        />
      </Box>
      <PlaceholderButtons target={target} onInsert={handleInsert} />
      <PlainTextField
        value={text.field.value}
        generated={generatedText}
        error={fieldErrorText(t, text.fieldState.error)}
        textRef={textRef}
        onChange={text.field.onChange}
        onFocus={() => setTarget('text')}
      />
      <Checkbox
        label={t('mailings.editor.trackClicks')}
        description={t('mailings.editor.trackClicksHint')}
        checked={trackClicks.field.value}
        onChange={(e) => trackClicks.field.onChange(e.currentTarget.checked)}
        onBlur={trackClicks.field.onBlur}
      />
    </Stack>
  );
}

/** The events whose participants get it, the segment, and the live count. */
function RecipientsSection({ form }: { form: UseFormReturn<MailingValues> }) {
  const { t } = useTranslation();
  const events = useEventList();
  const eventIds = useController({ control: form.control, name: 'eventIds' });
  const segment = useWatch({ control: form.control, name: 'segment' });
  const options = (events.data ?? []).map((e) => ({ value: e.id, label: e.name }));
  const error = fieldErrorText(t, eventIds.fieldState.error);
  return (
    <Stack gap="md">
      <MultiSelect
        label={t('mailings.editor.events')}
        description={t('mailings.editor.eventsHint')}
        placeholder={events.isPending ? t('common.loading') : t('mailings.editor.eventsPlaceholder')}
        data={options}
        value={eventIds.field.value}
        onChange={eventIds.field.onChange}
        onBlur={eventIds.field.onBlur}
        searchable
        clearable
        nothingFoundMessage={t('mailings.editor.noEvents')}
        error={error}
        classNames={{ root: error ? 'foyer-field-invalid' : undefined }}
        comboboxProps={{ withinPortal: true }}
      />
      <SegmentField form={form} />
      <RecipientCount eventIds={eventIds.field.value} segment={segment} />
    </Stack>
  );
}

/**
 * /mailings/new and /mailings/{id} of a draft: name, subject, the message (the registration page's
 * rich text editor) with placeholder buttons, the plain text (made by the server unless written),
 * events and segment with the live recipient count, saved explicitly with its version; beside it the
 * preview of the saved version. "Send a test to me" and "Send…" save first; on the free plan they
 * open the subscribers-only modal instead of calling the server.
 */
export function MailingEditor({
  mailing,
  onReload,
}: {
  mailing: Mailing | null;
  onReload: () => Promise<Mailing | undefined>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useUser();
  const create = useCreateMailing();
  const update = useUpdateMailing(mailing?.id ?? '');
  const test = useTestMailing(mailing?.id ?? '');
  const [version, setVersion] = useState(mailing?.version ?? 0);
  const [isStale, setStale] = useState(false);
  const [isSendOpen, setSendOpen] = useState(false);
  const [isPremiumOpen, setPremiumOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(MailingForm),
    defaultValues: mailing ? mailingValuesOf(mailing) : EMPTY_MAILING,
  });
  const { isDirty } = form.formState;
  const { markClean } = useLeaveGuard(isDirty);
  const name = useWatch({ control: form.control, name: 'name' });
  const generatedText = mailing && !mailing.textIsCustom ? mailing.text : '';
  const isSaving = create.isPending || update.isPending;
  const canSend = user ? canSendMailings(user.plan) : false;

  const reset = (saved: Mailing) => {
    setVersion(saved.version);
    form.reset(mailingValuesOf(saved));
  };

  const handleReload = async () => {
    const next = await onReload();
    if (next) reset(next);
    setStale(false);
  };

  /** Saves the form; the saved mailing, or null when it was refused (the reason is shown). */
  const save = async (values: MailingValues): Promise<Mailing | null> => {
    setStale(false);
    try {
      if (!mailing) {
        const created = await create.mutateAsync(values);
        markClean();
        toastSuccess(t('mailings.editor.saved'));
        navigate(`/mailings/${created.id}`, { replace: true });
        return created;
      }
      const saved = await update.mutateAsync({ ...values, version });
      markClean();
      reset(saved);
      toastSuccess(t('mailings.editor.saved'));
      return saved;
    } catch (e) {
      if (!isApiError(e)) return null;
      if (e.errorKey === 'STALE_VERSION') setStale(true);
      else if (e.errorKey === 'VALIDATION_FAILED' && e.fields.status) {
        toastError(t('mailings.editor.notDraft'));
        await onReload();
      } else if (!applyFieldErrors(e, form.setError, MAILING_FIELD_PATHS)) toastError(t('errors.generic'));
      return null;
    }
  };

  /** The saved mailing to send or test: saved first when the form has changes; null when that failed. */
  const savedMailing = (): Promise<Mailing | null> =>
    !isDirty && mailing
      ? Promise.resolve(mailing)
      : new Promise((resolve) => {
          void form.handleSubmit(
            async (values) => resolve(await save(values)),
            () => {
              toastError(t('mailings.editor.checkFields'));
              resolve(null);
            },
          )();
        });

  const handleTest = async () => {
    if (!canSend) {
      setPremiumOpen(true);
      return;
    }
    if (!(await savedMailing())) return;
    try {
      await test.mutateAsync();
      toastSuccess(t('mailings.test.sent', { email: user?.email ?? '' }));
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'PREMIUM_REQUIRED') setPremiumOpen(true);
      else if (e.errorKey === 'VALIDATION_FAILED') toastError(t('mailings.test.incomplete'));
    }
  };

  const handleSend = async () => {
    if (!canSend) {
      setPremiumOpen(true);
      return;
    }
    if (await savedMailing()) setSendOpen(true);
  };

  const handleSubmit = form.handleSubmit(
    async (values) => {
      await save(values);
    },
    () => toastError(t('mailings.editor.checkFields')),
  );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader
          back={{ to: '/mailings', label: t('mailings.backToList') }}
          title={name.trim() || t(mailing ? 'mailings.untitled' : 'mailings.new')}
        />
        <Group gap="sm" align="center">
          <MailingStatusBadge status="draft" />
          <Button
            variant="default"
            leftSection={<IconMailFast size={16} aria-hidden />}
            onClick={() => void handleTest()}
            loading={test.isPending}
            disabled={!mailing || !user || isSaving}
          >
            {t('mailings.test.button')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => void handleSend()}
            disabled={!mailing || !user || isSaving}
          >
            {t('mailings.send.button')}
          </Button>
        </Group>
      </Group>
      {!mailing && (
        <Text size="sm" c="dimmed">
          {t('mailings.editor.saveFirst')}
        </Text>
      )}
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <form onSubmit={handleSubmit} noValidate aria-label={t('mailings.editor.formLabel')}>
            <Stack gap="lg">
              {isStale && <StaleAlert onReload={handleReload} />}
              <FormCard id="mailing-message" title={t('mailings.editor.sections.message')}>
                <Stack gap="md">
                  <TextField
                    control={form.control}
                    name="name"
                    label={t('mailings.editor.name')}
                    description={t('mailings.editor.nameHint')}
                    isRequired
                  />
                  <MessageSection form={form} generatedText={generatedText} />
                </Stack>
              </FormCard>
              <FormCard id="mailing-recipients" title={t('mailings.editor.sections.recipients')}>
                <RecipientsSection form={form} />
              </FormCard>
              <SaveBar
                isDirty={isDirty || !mailing}
                isSaving={isSaving}
                onDiscard={() => form.reset(mailing ? mailingValuesOf(mailing) : EMPTY_MAILING)}
              />
            </Stack>
          </form>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Box
            pos="sticky"
            style={{ top: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))' }}
          >
            {mailing ? (
              <MailingPreview mailing={mailing} isDirty={isDirty} />
            ) : (
              <Card withBorder radius="lg" padding="lg">
                <Text size="sm" c="dimmed">
                  {t('mailings.preview.afterSave')}
                </Text>
              </Card>
            )}
          </Box>
        </Grid.Col>
      </Grid>
      {mailing && (
        <SendDialog
          opened={isSendOpen}
          mailing={mailing}
          onClose={() => setSendOpen(false)}
          onPremiumRequired={() => setPremiumOpen(true)}
        />
      )}
      <SubscribersOnlyModal opened={isPremiumOpen} onClose={() => setPremiumOpen(false)} />
    </Stack>
  );
}
