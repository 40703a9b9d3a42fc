import { type Currency, type Plan, PLAN_QUOTAS, type Product, formatMoney } from '@foyer/shared';
import {
  Badge,
  Button,
  Card,
  Group,
  List,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubscriptionFormat } from '../plans';

/** What the card's button does: nothing (the plan in use), upgrade, change, or none at all (free). */
export type PlanAction = 'current' | 'upgrade' | 'change' | 'subscribe' | 'none';

type PlanCardProps = {
  plan: Plan;
  /** The product at the chosen period and currency; undefined for free. */
  product: Product | undefined;
  currency: Currency;
  action: PlanAction;
  isHighlighted: boolean;
  isBusy: boolean;
  onChoose: () => void;
};

const NUMBER_FEATURES = [
  'registrationsPerEvent',
  'openEvents',
  'editableEvents',
  'webcasts',
  'subAccounts',
] as const;
const FLAG_FEATURES = [
  'productTourAndSupport',
  'customLogo',
  'sharedRooms',
  'breakoutRooms',
  'advancedReporting',
] as const;

/** One line of what a plan includes, with a check mark or a cross (and the words for screen readers). */
function Feature({ isIncluded, label }: { isIncluded: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <List.Item
      icon={
        <ThemeIcon size={20} radius="xl" variant="light" color={isIncluded ? 'teal' : 'gray'}>
          {isIncluded ? <IconCheck size={13} aria-hidden /> : <IconX size={13} aria-hidden />}
        </ThemeIcon>
      }
    >
      <Text size="sm" c={isIncluded ? undefined : 'dimmed'}>
        {!isIncluded && <VisuallyHidden>{t('subscription.features.notIncluded')} </VisuallyHidden>}
        {label}
      </Text>
    </List.Item>
  );
}

/**
 * A plan side by side with the others: name, the spec's description, the price per month (and the
 * yearly bill), what it includes from the plan quotas, and its button.
 */
export const PlanCard = forwardRef<HTMLDivElement, PlanCardProps>(function PlanCard(
  { plan, product, currency, action, isHighlighted, isBusy, onChoose },
  ref,
) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const quota = PLAN_QUOTAS[plan];
  const titleId = `plan-${plan}-title`;
  const money = (cents: number) => formatMoney(cents, currency, format.language);

  return (
    <Card
      ref={ref}
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-highlighted={isHighlighted || undefined}
      style={
        isHighlighted
          ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: 'var(--mantine-shadow-md)' }
          : undefined
      }
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="xl" id={titleId}>
            {format.planName(plan)}
          </Title>
          {isHighlighted && action !== 'current' && (
            <Badge variant="filled">{t('subscription.plans.suggested')}</Badge>
          )}
          {action === 'current' && <Badge variant="light">{t('subscription.plans.yours')}</Badge>}
        </Group>
        <Text size="sm" c="dimmed" mih={40}>
          {t(`subscription.plans.tagline.${plan}`)}
        </Text>
        <div>
          <Group gap={6} align="baseline">
            <Text fz={32} fw={700} lh={1.1}>
              {money(product?.monthlyCents ?? 0)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('subscription.plans.perMonth')}
            </Text>
          </Group>
          <Text size="sm" c="dimmed" mih={22}>
            {product?.period === 'yearly'
              ? t('subscription.plans.billedYearly', { amount: money(product.amountCents) })
              : product
                ? t('subscription.plans.billedMonthly')
                : t('subscription.plans.freeForever')}
          </Text>
        </div>
        <List spacing={6} center listStyleType="none" aria-label={t('subscription.plans.includes')}>
          {NUMBER_FEATURES.map((key) =>
            key === 'subAccounts' && quota.subAccounts === 0 ? (
              <Feature key={key} isIncluded={false} label={t('subscription.features.subAccountsNone')} />
            ) : (
              <Feature
                key={key}
                isIncluded
                label={t(`subscription.features.${key}`, { count: quota[key] })}
              />
            ),
          )}
          {FLAG_FEATURES.map((key) => (
            <Feature key={key} isIncluded={quota[key]} label={t(`subscription.features.${key}`)} />
          ))}
        </List>
        <Stack gap={4} mt="auto">
          {plan !== 'free' && <Text size="sm">{t(`subscription.plans.highlights.${plan}`)}</Text>}
          {action === 'none' ? (
            <Text size="sm" c="dimmed">
              {t('subscription.plans.freeAfterCancel')}
            </Text>
          ) : (
            <Button
              fullWidth
              variant={
                action === 'current' ? 'default' : isHighlighted || action === 'upgrade' ? 'filled' : 'light'
              }
              disabled={action === 'current'}
              loading={isBusy}
              onClick={onChoose}
              aria-label={
                action === 'current'
                  ? undefined
                  : t(`subscription.plans.actionFor.${action}`, { plan: format.planName(plan) })
              }
            >
              {t(`subscription.plans.action.${action}`)}
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
});
