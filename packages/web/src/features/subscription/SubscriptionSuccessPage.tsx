import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { usePageTitle } from '../../ui/usePageTitle';
import { USER_QUERY_KEY } from '../users/queries';
import { useSubscriptionFormat } from './plans';
import { useSubscription } from './queries';

/** While a card payment is confirmed by the provider, the plan is asked for again this often. */
const CONFIRMING_POLL_MS = 3000;

/**
 * /subscription-success (main account): the subscription is active with its plan, or — after a card
 * payment the provider has not confirmed yet — is being confirmed (asked again until it is). The
 * user is asked for again so that the plan changes everywhere.
 */
export default function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.subscriptionSuccess'));
  const format = useSubscriptionFormat();
  const client = useQueryClient();
  const query = useSubscription();
  const data = query.data;
  const isConfirmed = data !== undefined && data.plan !== 'free';

  useEffect(() => {
    if (data === undefined || isConfirmed) return;
    const timer = setInterval(() => void query.refetch(), CONFIRMING_POLL_MS);
    return () => clearInterval(timer);
  }, [data, isConfirmed, query.refetch]);

  // On arrival, and again once the plan is confirmed: the menu, quotas and prompts show the new plan.
  useEffect(() => {
    void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [client]);
  useEffect(() => {
    if (isConfirmed) void client.invalidateQueries({ queryKey: USER_QUERY_KEY });
  }, [client, isConfirmed]);

  if (!data && !query.isError) return <PageSkeleton variant="form" />;

  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto" mt="xl" component="section">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color={isConfirmed || !data ? 'teal' : 'yellow'}>
          {isConfirmed || !data ? (
            <IconCircleCheck size={36} aria-hidden />
          ) : (
            <IconHourglass size={36} aria-hidden />
          )}
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {isConfirmed || !data ? t('subscription.success.title') : t('subscription.success.confirmingTitle')}
        </Title>
        <Text c="dimmed" maw={480} aria-live="polite">
          {isConfirmed
            ? t('subscription.success.text', { plan: format.planName(data.plan) })
            : data
              ? t('subscription.success.confirmingText')
              : t('subscription.success.textUnknown')}
        </Text>
        <Group justify="center" gap="sm">
          <Button component={Link} to="/events/list">
            {t('subscription.success.toEvents')}
          </Button>
          <Button component={Link} to="/subscription" variant="default">
            {t('subscription.success.toSubscription')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
