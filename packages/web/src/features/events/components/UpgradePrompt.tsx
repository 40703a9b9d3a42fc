import type { PaidPlan } from '@foyer/shared';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { nextPlanAbove } from '../../subscription/plans';
import { useUser } from '../../users/queries';

/**
 * A limit of the plan is reached (events, registrations, a premium feature): says so and offers the
 * upgrade (the subscription page is main-account only), opening /subscription with the plan that
 * lifts the limit preselected: `plan`, or by default the plan just above the user's (none above
 * business). `values` fill the message's placeholders.
 */
export function UpgradePrompt({
  messageKey = 'eventsList.upgradeText',
  titleKey = 'eventsList.upgradeTitle',
  values,
  plan,
}: {
  messageKey?: string;
  titleKey?: string;
  values?: Record<string, string | number>;
  plan?: PaidPlan;
}) {
  const { t } = useTranslation();
  const { user, isMainAccount } = useUser();
  const target = plan ?? nextPlanAbove(user?.plan);
  return (
    <Alert color="yellow" radius="lg" icon={<IconSparkles size={20} aria-hidden />} title={t(titleKey)}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{t(messageKey, values)}</Text>
        {isMainAccount && (
          <Button
            component={Link}
            to={target ? `/subscription?plan=${target}` : '/subscription'}
            size="xs"
            color="yellow"
            variant="filled"
          >
            {t('eventsList.upgradeAction')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
