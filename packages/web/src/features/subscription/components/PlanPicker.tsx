import {
  type BillingPeriod,
  type Currency,
  PLANS,
  type PaidPlan,
  type Plan,
  type SubscriptionResults,
  isPaidPlan,
  productFor,
} from '@foyer/shared';
import { Group, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { browserLanguages, defaultCurrency, isKnownPlan, rankOf } from '../plans';
import { type PlanAction, PlanCard } from './PlanCard';

type PlanPickerProps = {
  data: SubscriptionResults;
  /** The plan an upgrade prompt asked for (`?plan=`): highlighted and scrolled to. */
  suggested: PaidPlan | undefined;
  /** The plan whose checkout is starting (its button shows progress). */
  busyPlan: PaidPlan | null;
  onChoose: (plan: PaidPlan, period: BillingPeriod, currency: Currency) => void;
};

/** The button of a plan's card against what the account has now at this period and currency. */
function actionOf(
  plan: Plan,
  data: SubscriptionResults,
  period: BillingPeriod,
  currency: Currency,
): PlanAction {
  const sub = data.subscription;
  if (plan === 'free') return data.plan === 'free' ? 'current' : 'none';
  if (plan === data.plan) {
    if (sub?.status === 'trialing') return 'subscribe';
    // A plan the operator set has no product: buying it is a change of how it is paid.
    if (!sub) return 'change';
    return sub.period === period && sub.currency === currency ? 'current' : 'change';
  }
  return isKnownPlan(data.plan) && rankOf(plan) > rankOf(data.plan) ? 'upgrade' : 'change';
}

/**
 * The plans side by side with the monthly/yearly switch and the currency: prices per month without
 * VAT, what each includes, and a button to upgrade or change.
 */
export function PlanPicker({ data, suggested, busyPlan, onChoose }: PlanPickerProps) {
  const { t } = useTranslation();
  const sub = data.subscription;
  const [period, setPeriod] = useState<BillingPeriod>(sub?.period ?? 'monthly');
  const [currency, setCurrency] = useState<Currency>(sub?.currency ?? defaultCurrency(browserLanguages()));
  const suggestedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (suggested) suggestedRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [suggested]);

  return (
    <Stack gap="md" component="section" aria-labelledby="plans-title">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={2} fz="lg" id="plans-title">
            {t('subscription.plans.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('subscription.plans.exclVat')}
          </Text>
        </div>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('subscription.plans.periodLabel')}
            value={period}
            onChange={(value) => setPeriod(value as BillingPeriod)}
            data={[
              { value: 'monthly', label: t('subscription.plans.monthly') },
              { value: 'yearly', label: t('subscription.plans.yearly') },
            ]}
          />
          <SegmentedControl
            aria-label={t('subscription.plans.currencyLabel')}
            value={currency}
            onChange={(value) => setCurrency(value as Currency)}
            data={[
              { value: 'eur', label: 'EUR' },
              { value: 'usd', label: 'USD' },
            ]}
          />
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {PLANS.map((plan) => {
          const action = actionOf(plan, data, period, currency);
          return (
            <PlanCard
              key={plan}
              ref={plan === suggested ? suggestedRef : undefined}
              plan={plan}
              product={isPaidPlan(plan) ? productFor(plan, period, currency) : undefined}
              currency={currency}
              action={action}
              isHighlighted={plan === suggested}
              isBusy={plan === busyPlan}
              onChoose={() => {
                if (isPaidPlan(plan) && action !== 'current') onChoose(plan, period, currency);
              }}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
