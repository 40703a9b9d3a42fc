import { Alert, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { AppModal } from '../../../ui/AppModal';
import { toastSuccess } from '../../../ui/toast';
import { DateTimeField } from '../../editor/forms/DateTimeField';
import { type Mailing, useEventStart, useSendMailing } from '../queries';
import { useDateTimeText } from '../useMailingFormat';
import { RecipientCount } from './RecipientCount';
import {
  DEFAULT_REMINDER,
  type ReminderChoice,
  ReminderFields,
  reminderMinutes,
  reminderProblem,
} from './ReminderFields';

type When = 'now' | 'later' | 'relative';

const WHENS: readonly When[] = ['now', 'later', 'relative'];

/** The draft's problems the server names (fields of VALIDATION_FAILED) that the dialog cannot fix. */
const BLOCKING_FIELDS = ['subject', 'html', 'eventIds', 'recipients', 'status'] as const;

/**
 * "Send…": now, at a date-time (a wall time in the organiser's zone, read by the server in the
 * `UTC-timezone` header's zone) or relative to the start of its one event (a reminder that moves
 * with the event; offered only for a mailing of exactly one event), with the live recipient count and
 * a confirm. A free plan refusal (PREMIUM_REQUIRED) hands over to the subscribers-only modal.
 */
export function SendDialog({
  opened,
  mailing,
  onClose,
  onPremiumRequired,
}: {
  opened: boolean;
  mailing: Mailing;
  onClose: () => void;
  onPremiumRequired: () => void;
}) {
  const { t } = useTranslation();
  const send = useSendMailing(mailing.id);
  const dateTime = useDateTimeText();
  const [when, setWhen] = useState<When>('now');
  const [sendAt, setSendAt] = useState<string | null>(null);
  const [sendAtError, setSendAtError] = useState<string | undefined>();
  const [problems, setProblems] = useState<string[]>([]);
  const [reminder, setReminder] = useState<ReminderChoice>(DEFAULT_REMINDER);
  const [reminderError, setReminderError] = useState<string | undefined>();
  const canRemind = mailing.eventIds.length === 1;
  const start = useEventStart(opened && canRemind ? (mailing.eventIds[0] ?? null) : null);
  // undefined while it loads (or failed): the server decides then.
  const startsAt = start.isSuccess ? start.data : undefined;
  const minutes = reminderMinutes(reminder);
  const isReminderBlocked = when === 'relative' && reminderProblem(t, minutes, startsAt) !== null;

  const handleClose = () => {
    setProblems([]);
    setSendAtError(undefined);
    setReminderError(undefined);
    onClose();
  };

  const handleReminderChange = (next: ReminderChoice) => {
    setReminder(next);
    setReminderError(undefined);
  };

  const handleSend = async () => {
    setProblems([]);
    setSendAtError(undefined);
    setReminderError(undefined);
    if (when === 'later' && !sendAt) {
      setSendAtError(t('validation.required'));
      return;
    }
    if (when === 'relative' && (isReminderBlocked || minutes === null)) return;
    try {
      const sent = await send.mutateAsync(
        when === 'relative' ? { relativeMinutes: minutes } : { sendAt: when === 'now' ? null : sendAt },
      );
      toastSuccess(
        sent.status !== 'scheduled'
          ? t('mailings.send.started')
          : sent.relativeMinutes !== null
            ? t('mailings.reminder.scheduled', { when: sent.sendAt ? dateTime(sent.sendAt) : '' })
            : t('mailings.send.scheduled', { when: sent.sendAt ? dateTime(sent.sendAt) : '' }),
      );
      handleClose();
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'PREMIUM_REQUIRED') {
        handleClose();
        onPremiumRequired();
        return;
      }
      if (e.errorKey !== 'VALIDATION_FAILED') return;
      const sendAtKey = e.fields.sendAt;
      if (sendAtKey) setSendAtError(t('mailings.send.sendAtInvalid'));
      // The reminder's own message keys (one event, no start, a moment past) name what to change.
      const reminderKey = e.fields.relativeMinutes;
      if (reminderKey) setReminderError(t(reminderKey));
      const named = BLOCKING_FIELDS.filter((f) => e.fields[f]).map((f) => t(`mailings.send.problems.${f}`));
      setProblems(named.length > 0 || sendAtKey || reminderKey ? named : [t('errors.generic')]);
    }
  };

  return (
    <AppModal opened={opened} onClose={handleClose} title={t('mailings.send.title')} size="md" centered>
      <Stack gap="md">
        <Text size="sm">{t('mailings.send.intro', { name: mailing.name })}</Text>
        <RecipientCount eventIds={mailing.eventIds} segment={mailing.segment} />
        <Radio.Group
          label={t('mailings.send.when')}
          value={when}
          onChange={(value) => setWhen(WHENS.find((w) => w === value) ?? 'now')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="now" label={t('mailings.send.now')} />
            <Radio value="later" label={t('mailings.send.later')} />
            <Radio
              value="relative"
              label={t('mailings.reminder.choice')}
              description={canRemind ? undefined : t('mailings.reminder.oneEventOnly')}
              disabled={!canRemind}
            />
          </Stack>
        </Radio.Group>
        {when === 'later' && (
          <DateTimeField
            label={t('mailings.send.sendAt')}
            value={sendAt}
            onChange={(next) => {
              setSendAt(next);
              setSendAtError(undefined);
            }}
            error={sendAtError}
          />
        )}
        {when === 'relative' && canRemind && (
          <ReminderFields
            value={reminder}
            startsAt={startsAt}
            error={reminderError}
            onChange={handleReminderChange}
          />
        )}
        {problems.length > 0 && (
          <Alert
            color="red"
            radius="md"
            icon={<IconAlertTriangle size={18} aria-hidden />}
            title={t('mailings.send.problemsTitle')}
          >
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose}>
            {t('common.cancel')}
          </Button>
          <Button
            leftSection={<IconSend size={16} aria-hidden />}
            loading={send.isPending}
            disabled={isReminderBlocked}
            onClick={() => void handleSend()}
          >
            {t(
              when === 'now'
                ? 'mailings.send.confirmNow'
                : when === 'later'
                  ? 'mailings.send.confirmLater'
                  : 'mailings.reminder.confirm',
            )}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
