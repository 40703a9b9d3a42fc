import type { MailingProgress } from '@foyer/shared';
import { Button, Card, Grid, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCopy, IconEdit, IconPlayerPause, IconPlayerPlay, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader';
import { confirmAction } from '../../../ui/confirm';
import { toastSuccess } from '../../../ui/toast';
import {
  ACTIVE_STATUSES,
  type Mailing,
  type MailingControl,
  useControlMailing,
  useDuplicateMailing,
} from '../queries';
import { offsetText } from '../reminders';
import { useDateTimeText, useEventNames, useOpenedText } from '../useMailingFormat';
import { DeliveryList } from './DeliveryList';
import { MailingPreview } from './MailingPreview';
import { MailingStatusBadge } from './MailingStatusBadge';

/** Share of `part` in `whole`, in percent (0 when there is nothing). */
const percentOf = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={650}>
        {value}
      </Text>
    </Stack>
  );
}

/**
 * The bar (sent and failed of all recipients) and the figures: sent, failed, remaining, mails/s and
 * opened (recipients who clicked a link, "–" when clicks are not counted).
 */
function ProgressFigures({
  progress,
  trackClicks,
  isSending,
}: {
  progress: MailingProgress;
  trackClicks: boolean;
  isSending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const opened = useOpenedText();
  const number = new Intl.NumberFormat(i18n.language);
  const rate = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const done = progress.sent + progress.failed;
  return (
    <Stack gap="md">
      <Text size="sm" fw={500}>
        {t('mailings.progress.doneOf', {
          done: number.format(done),
          count: progress.recipients,
          total: number.format(progress.recipients),
          percent: Math.floor(percentOf(done, progress.recipients)),
        })}
      </Text>
      <Progress.Root size="xl" radius="xl">
        <Progress.Section
          value={percentOf(progress.sent, progress.recipients)}
          color="teal"
          aria-label={t('mailings.progress.sent')}
        />
        <Progress.Section
          value={percentOf(progress.failed, progress.recipients)}
          color="red"
          aria-label={t('mailings.progress.failed')}
        />
      </Progress.Root>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="md">
        <Figure label={t('mailings.progress.sent')} value={number.format(progress.sent)} />
        <Figure label={t('mailings.progress.failed')} value={number.format(progress.failed)} />
        <Figure label={t('mailings.progress.remaining')} value={number.format(progress.remaining)} />
        {isSending && (
          <Figure
            label={t('mailings.progress.rate')}
            value={t('mailings.progress.perSecond', { rate: rate.format(progress.ratePerSecond) })}
          />
        )}
        <Figure label={t('mailings.progress.opened')} value={opened({ progress, trackClicks })} />
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t(trackClicks ? 'mailings.progress.openedHint' : 'mailings.progress.notTracked')}
      </Text>
    </Stack>
  );
}

/** What the mailing's status means in one line (when it goes, went, or why it stopped). */
function useStatusLine() {
  const { t } = useTranslation();
  const dateTime = useDateTimeText();
  return (m: Mailing) => {
    const when = m.sendAt ? dateTime(m.sendAt) : '';
    if (m.status === 'scheduled' && m.relativeMinutes !== null)
      return t(m.sendAt ? 'mailings.progress.line.reminder' : 'mailings.progress.line.reminderWaiting', {
        offset: offsetText(t, m.relativeMinutes),
        when,
      });
    return t(`mailings.progress.line.${m.status}`, { when });
  };
}

/** Back to the draft (scheduled), pause, resume, cancel (after a confirmation) and "Duplicate as new draft". */
function Controls({ mailing }: { mailing: Mailing }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const control = useControlMailing(mailing.id);
  const duplicate = useDuplicateMailing();
  const run = (action: MailingControl) =>
    control
      .mutateAsync(action)
      .then(() => toastSuccess(t(`mailings.progress.done.${action}`)))
      .catch(() => {
        // the API client has toasted
      });
  const handleCancel = () =>
    confirmAction({
      title: t('mailings.progress.cancelTitle'),
      message: t('mailings.progress.cancelText', { name: mailing.name }),
      confirmLabel: t('mailings.actions.cancel'),
      cancelLabel: t('mailings.progress.keepGoing'),
      isDanger: true,
      onConfirm: () => void run('cancel'),
    });
  const handleDuplicate = () =>
    duplicate
      .mutateAsync(mailing.id)
      .then((copy) => {
        toastSuccess(t('mailings.duplicated', { name: copy.name }));
        navigate(`/mailings/${copy.id}`);
      })
      .catch(() => {
        // the API client has toasted
      });
  const isBusy = control.isPending;
  return (
    <Group gap="sm">
      {mailing.status === 'scheduled' && (
        <Button
          variant="default"
          leftSection={<IconEdit size={16} aria-hidden />}
          onClick={() => void run('unschedule')}
          loading={isBusy && control.variables === 'unschedule'}
          disabled={isBusy}
        >
          {t('mailings.actions.unschedule')}
        </Button>
      )}
      {mailing.status === 'sending' && (
        <Button
          variant="default"
          leftSection={<IconPlayerPause size={16} aria-hidden />}
          onClick={() => void run('pause')}
          loading={isBusy && control.variables === 'pause'}
          disabled={isBusy}
        >
          {t('mailings.actions.pause')}
        </Button>
      )}
      {mailing.status === 'paused' && (
        <Button
          variant="default"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          onClick={() => void run('resume')}
          loading={isBusy && control.variables === 'resume'}
          disabled={isBusy}
        >
          {t('mailings.actions.resume')}
        </Button>
      )}
      {ACTIVE_STATUSES.includes(mailing.status) && (
        <Button
          variant="default"
          color="red"
          leftSection={<IconX size={16} aria-hidden />}
          onClick={handleCancel}
          loading={isBusy && control.variables === 'cancel'}
          disabled={isBusy}
        >
          {t('mailings.actions.cancel')}
        </Button>
      )}
      <Button
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => void handleDuplicate()}
        loading={duplicate.isPending}
      >
        {t('mailings.actions.duplicateAsDraft')}
      </Button>
    </Group>
  );
}

/**
 * /mailings/{id} once it left the drafts: status, the live progress (asked again every 2 s while
 * scheduled, sending or paused), pause, resume, cancel and duplicate, the per-recipient list and the
 * message as it went out.
 */
export function MailingProgressView({ mailing }: { mailing: Mailing }) {
  const { t } = useTranslation();
  const statusLine = useStatusLine();
  const eventNames = useEventNames();
  const isLive = ACTIVE_STATUSES.includes(mailing.status);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <PageHeader
          back={{ to: '/mailings', label: t('mailings.backToList') }}
          title={mailing.name}
          subtitle={mailing.subject}
        />
        <Controls mailing={mailing} />
      </Group>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="lg">
            <Card
              withBorder
              radius="lg"
              padding="lg"
              component="section"
              aria-labelledby="mailing-progress-title"
            >
              <Stack gap="md">
                <Group justify="space-between" gap="sm">
                  <Title order={2} fz="lg" id="mailing-progress-title">
                    {t('mailings.progress.title')}
                  </Title>
                  <MailingStatusBadge status={mailing.status} />
                </Group>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {statusLine(mailing)}
                </Text>
                <Text size="sm">
                  {t('mailings.progress.events', { events: eventNames(mailing.eventIds) })}
                </Text>
                {mailing.progress && (
                  <ProgressFigures
                    progress={mailing.progress}
                    trackClicks={mailing.trackClicks}
                    isSending={mailing.status === 'sending'}
                  />
                )}
              </Stack>
            </Card>
            {/* Deliveries exist once sending starts (a scheduled mailing has none yet). */}
            {mailing.progress && (
              <DeliveryList mailingId={mailing.id} isLive={isLive} revision={mailing.status} />
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <MailingPreview mailing={mailing} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
