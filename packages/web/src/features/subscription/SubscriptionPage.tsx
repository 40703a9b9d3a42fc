import { type BillingPeriod, type Currency, type PaidPlan, productFor } from '@foyer/shared';
import { Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../api/client';
import { EmptyBlock } from '../../ui/EmptyBlock';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { toastError } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { trackJourney } from '../monitoring/journey';
import { CurrentPlanCard } from './components/CurrentPlanCard';
import { HistoryTable } from './components/HistoryTable';
import { InvoiceTable } from './components/InvoiceTable';
import { PlanPicker } from './components/PlanPicker';
import { UsageTable } from './components/UsageTable';
import { parsePaidPlan } from './plans';
import { useStartCheckout, useSubscription } from './queries';

/**
 * /subscription (main account only): the current plan with its renewal or end date and the cancel
 * dialog, the plans side by side (`?plan=starter|business` preselects one), this month's usage
 * table, the invoices with their PDFs and every plan change.
 */
export default function SubscriptionPage() {
  const { t } = useTranslation();
  const title = t('screens.subscription');
  usePageTitle(title);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const suggested = parsePaidPlan(params.get('plan'));
  const query = useSubscription();
  const start = useStartCheckout();
  const [busyPlan, setBusyPlan] = useState<PaidPlan | null>(null);
  const data = query.data;

  const handleChoose = async (plan: PaidPlan, period: BillingPeriod, currency: Currency) => {
    if (busyPlan) return;
    setBusyPlan(plan);
    try {
      const { subscriptionId } = await start.mutateAsync(productFor(plan, period, currency).id);
      trackJourney('subscriptionStarted');
      navigate(`/subscription/checkout/${encodeURIComponent(subscriptionId)}`);
    } catch (e) {
      // VALIDATION_FAILED: the account has this very product already; others were toasted by the client.
      if (isApiError(e) && e.errorKey === 'VALIDATION_FAILED')
        toastError(t('subscription.plans.alreadyYours'));
      setBusyPlan(null);
    }
  };

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('subscription.loadError.title')}
        description={t('subscription.loadError.text')}
        actionLabel={t('subscription.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!data) body = <PageSkeleton />;
  else
    body = (
      <>
        <CurrentPlanCard data={data} />
        <PlanPicker data={data} suggested={suggested} busyPlan={busyPlan} onChoose={handleChoose} />
        <UsageTable usage={data.usage} />
        <InvoiceTable invoices={data.invoices} />
        <HistoryTable history={data.history} />
      </>
    );

  return (
    <Stack gap="lg">
      <PageHeader title={title} subtitle={t('subscription.subtitle')} />
      {body}
    </Stack>
  );
}
