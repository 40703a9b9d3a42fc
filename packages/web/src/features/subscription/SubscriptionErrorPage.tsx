import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';

/**
 * /subscription-error (main account): spec §8 "Subscription failed" with the way back to the plans,
 * and "Try again" to the same checkout when the URL names it (`?subscriptionId=`).
 */
export default function SubscriptionErrorPage() {
  const { t } = useTranslation();
  const title = t('screens.subscriptionError');
  usePageTitle(title);
  const subscriptionId = useSearchParams()[0].get('subscriptionId');
  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto" mt="xl" component="section">
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={64} radius="xl" variant="light" color="red">
          <IconAlertTriangle size={36} aria-hidden />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed" maw={480}>
          {t('errors.SUBSCRIPTION_FAILED')}
        </Text>
        <Group justify="center" gap="sm">
          {subscriptionId && (
            <Button component={Link} to={`/subscription/checkout/${encodeURIComponent(subscriptionId)}`}>
              {t('subscription.error.retry')}
            </Button>
          )}
          <Button component={Link} to="/subscription" variant={subscriptionId ? 'default' : 'filled'}>
            {t('subscription.error.back')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
