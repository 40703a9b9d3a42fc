import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppModal } from '../../ui/AppModal';
import { useUser } from '../users/queries';
import { useSubscriptionFormat } from './plans';
import { useSubscription } from './queries';

/** The id of the trial's end the main account has seen the dialog for (remembered in this browser). */
export const TRIAL_ENDED_SEEN_KEY = 'foyer.trialEndedSeen';

/**
 * The trial-ended dialog (spec §2 subscription, §4 trial): once after a trial ended, the main account
 * learns that the account is on Free now, that events beyond its limits closed and nothing was
 * deleted, and can choose a plan. Asked only of main accounts on the free plan.
 */
export function TrialEndedDialog() {
  const { t } = useTranslation();
  const { planName } = useSubscriptionFormat();
  const { user, isMainAccount } = useUser();
  const isFree = user?.plan === 'free';
  const subscription = useSubscription({ enabled: isMainAccount && isFree });
  const [seen, setSeen] = useState(() => localStorage.getItem(TRIAL_ENDED_SEEN_KEY));
  const latest = subscription.data?.history[0];
  const ended = isMainAccount && isFree && latest?.reason === 'trialEnded' ? latest : undefined;
  const close = () => {
    if (!ended) return;
    localStorage.setItem(TRIAL_ENDED_SEEN_KEY, ended.id);
    setSeen(ended.id);
  };
  return (
    <AppModal
      opened={ended !== undefined && seen !== ended.id}
      onClose={close}
      title={t('subscription.trialEnded.title')}
      size="sm"
    >
      <Stack gap="md">
        <Text size="sm">{t('subscription.trialEnded.text', { plan: planName(ended?.from ?? '') })}</Text>
        <Text size="sm" c="dimmed">
          {t('subscription.trialEnded.closed')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('subscription.trialEnded.continueFree')}
          </Button>
          <Button component={Link} to="/subscription" onClick={close} data-autofocus>
            {t('subscription.trialEnded.choose')}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
