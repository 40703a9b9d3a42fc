import { Alert, Button, Group, List, Radio, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { AppModal } from '../../../ui/AppModal';
import { toastSuccess } from '../../../ui/toast';
import { DateTimeField } from '../../editor/forms/DateTimeField';
import { type Mailing, useSendMailing } from '../queries';
import { useDateTimeText } from '../useMailingFormat';
import { RecipientCount } from './RecipientCount';

type When = 'now' | 'later';

/** The draft's problems the server names (fields of VALIDATION_FAILED) that the dialog cannot fix. */
const BLOCKING_FIELDS = ['subject', 'html', 'eventIds', 'recipients', 'status'] as const;

/**
 * "Send…": now or at a date-time (a wall time in the organiser's zone, read by the server in the
 * `UTC-timezone` header's zone), with the live recipient count and a confirm. A free plan refusal
 * (PREMIUM_REQUIRED) hands over to the subscribers-only modal.
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

  const handleClose = () => {
    setProblems([]);
    setSendAtError(undefined);
    onClose();
  };

  const handleSend = async () => {
    setProblems([]);
    setSendAtError(undefined);
    if (when === 'later' && !sendAt) {
      setSendAtError(t('validation.required'));
      return;
    }
    try {
      const sent = await send.mutateAsync(when === 'now' ? null : sendAt);
      toastSuccess(
        sent.status === 'scheduled' && sent.sendAt
          ? t('mailings.send.scheduled', { when: dateTime(sent.sendAt) })
          : t('mailings.send.started'),
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
      const named = BLOCKING_FIELDS.filter((f) => e.fields[f]).map((f) => t(`mailings.send.problems.${f}`));
      setProblems(named.length > 0 || sendAtKey ? named : [t('errors.generic')]);
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
          onChange={(value) => setWhen(value === 'later' ? 'later' : 'now')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="now" label={t('mailings.send.now')} />
            <Radio value="later" label={t('mailings.send.later')} />
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
            onClick={() => void handleSend()}
          >
            {t(when === 'now' ? 'mailings.send.confirmNow' : 'mailings.send.confirmLater')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
