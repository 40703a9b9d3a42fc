import {
  type BillingDetails,
  type CheckoutOrder,
  type PaymentMethod,
  countryOptions,
  formatMoney,
  parseLanguage,
} from '@foyer/shared';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Divider,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconLock } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../api/client';
import { EmptyBlock } from '../../ui/EmptyBlock';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { toastSuccess } from '../../ui/toast';
import { usePageTitle } from '../../ui/usePageTitle';
import { trackJourney } from '../monitoring/journey';
import { useUser } from '../users/queries';
import { useSubscriptionFormat } from './plans';
import { useCheckout, usePayCheckout } from './queries';

/** States of an order that is paid already (a second tab, the back button). */
const PAID_STATUSES: readonly CheckoutOrder['status'][] = ['trialing', 'active', 'cancelling'];

/** One line of the order: a label and an amount, the total in bold. */
function OrderLine({
  label,
  amount,
  isTotal = false,
}: {
  label: ReactNode;
  amount: string;
  isTotal?: boolean;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="md" align="flex-start">
      <Text size={isTotal ? 'md' : 'sm'} fw={isTotal ? 700 : undefined}>
        {label}
      </Text>
      <Text size={isTotal ? 'md' : 'sm'} fw={isTotal ? 700 : undefined} style={{ whiteSpace: 'nowrap' }}>
        {amount}
      </Text>
    </Group>
  );
}

/** The order: plan and billing period, net, VAT (rate, or why there is none) and the total. */
function OrderSummary({ order }: { order: CheckoutOrder }) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const money = (cents: number) => formatMoney(cents, order.currency, format.language);
  const vatLabel =
    order.taxKind === 'domestic'
      ? t('subscription.checkout.vatRate', { rate: order.vatRatePercent })
      : t(`subscription.checkout.vatNone.${order.taxKind}`);
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="order-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="order-title">
          {t('subscription.checkout.orderTitle')}
        </Title>
        <div>
          <Text fw={600}>{t('subscription.checkout.product', { plan: format.planName(order.plan) })}</Text>
          <Text size="sm" c="dimmed">
            {t(`subscription.checkout.period.${order.period}`)} · {order.currency.toUpperCase()}
          </Text>
        </div>
        <Divider />
        <OrderLine label={t('subscription.checkout.net')} amount={money(order.netCents)} />
        <OrderLine label={vatLabel} amount={money(order.vatCents)} />
        {order.taxKind === 'reverseCharge' && (
          <Text size="xs" c="dimmed">
            {t('subscription.checkout.reverseChargeNote')}
          </Text>
        )}
        <Divider />
        <OrderLine label={t('subscription.checkout.total')} amount={money(order.totalCents)} isTotal />
      </Stack>
    </Card>
  );
}

/** The billing details the invoice goes to (the recipient, or the beneficiary when they are the same). */
function BillingSummary({ billing, isMainAccount }: { billing: BillingDetails; isMainAccount: boolean }) {
  const { t, i18n } = useTranslation();
  const party = billing.sameAsBeneficiary ? billing.beneficiary : billing.recipient;
  const country = countryOptions(parseLanguage(i18n.language)).find((c) => c.value === party.country)?.label;
  const lines = [
    party.company,
    party.address1,
    party.address2,
    [party.zip, party.city].filter(Boolean).join(' '),
    country ?? party.country,
    party.vatId && t('subscription.checkout.vatId', { vatId: party.vatId }),
    billing.costCentre && t('subscription.checkout.costCentre', { costCentre: billing.costCentre }),
    billing.invoiceContact && t('subscription.checkout.invoiceContact', { contact: billing.invoiceContact }),
  ].filter((line): line is string => Boolean(line));
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="billing-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="billing-title">
          {t('subscription.checkout.billingTitle')}
        </Title>
        {lines.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('subscription.checkout.billingEmpty')}
          </Text>
        ) : (
          <Text size="sm" component="address" style={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
            {lines.join('\n')}
          </Text>
        )}
        {isMainAccount ? (
          <Anchor component={Link} to="/profile" size="sm">
            {t('subscription.checkout.editBilling')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('subscription.checkout.billingOwner')}
          </Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * /subscription/checkout/{subscriptionId} (main and sub-accounts): the order with VAT, the billing
 * details it is invoiced to, the payment method (invoice; card when a provider is configured) and
 * the order button. By invoice the plan starts at once; by card the provider's page takes over.
 */
export default function CheckoutPage() {
  const { t } = useTranslation();
  const title = t('screens.checkout');
  usePageTitle(title);
  const navigate = useNavigate();
  const subscriptionId = useParams().subscriptionId ?? '';
  const { isMainAccount } = useUser();
  const query = useCheckout(subscriptionId);
  const pay = usePayCheckout(subscriptionId);
  const [method, setMethod] = useState<PaymentMethod>('invoice');
  const [isBillingIncomplete, setBillingIncomplete] = useState(false);
  const [isFailed, setFailed] = useState(false);
  // A second click before React re-renders the disabled button must not pay twice.
  const isPaying = useRef(false);
  const data = query.data;
  const outcomeQuery = `?subscriptionId=${encodeURIComponent(subscriptionId)}`;

  /** The success and error pages are the main account's (spec §2); a sub-account stays in the app. */
  const handleOutcome = (isPaid: boolean) => {
    if (isPaid) trackJourney('subscriptionFulfilled');
    if (isMainAccount) navigate(`${isPaid ? '/subscription-success' : '/subscription-error'}${outcomeQuery}`);
    else if (isPaid) {
      toastSuccess(t('subscription.success.title'));
      navigate('/events/list');
    } else setFailed(true);
  };

  const handlePay = async () => {
    if (isPaying.current) return;
    isPaying.current = true;
    setBillingIncomplete(false);
    setFailed(false);
    try {
      const outcome = await pay.mutateAsync({ method });
      if (outcome.redirectUrl) {
        window.location.href = outcome.redirectUrl;
        return; // the browser leaves; the button stays disabled
      }
      // pending: the provider confirms later, the success page waits for the plan to change
      handleOutcome(outcome.status !== 'failed' && outcome.status !== 'ended');
    } catch (e) {
      isPaying.current = false;
      if (!isApiError(e)) return;
      if (e.errorKey === 'SUBSCRIPTION_FAILED') handleOutcome(false);
      else if (e.errorKey === 'VALIDATION_FAILED') setBillingIncomplete(true);
    }
  };

  let body: ReactNode;
  if (query.isError && !data)
    body = (
      <EmptyBlock
        icon={<IconAlertTriangle size={28} aria-hidden />}
        title={t('subscription.checkout.loadError.title')}
        description={t('subscription.checkout.loadError.text')}
        actionLabel={t('subscription.loadError.retry')}
        onAction={() => void query.refetch()}
      />
    );
  else if (!data) body = <PageSkeleton variant="form" />;
  else if (PAID_STATUSES.includes(data.order.status))
    body = (
      <Alert
        color="teal"
        radius="lg"
        icon={<IconCircleCheck size={20} aria-hidden />}
        title={t('subscription.checkout.paidTitle')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t('subscription.checkout.paidText', { plan: t(`subscription.planNames.${data.order.plan}`) })}
          </Text>
          <Anchor component={Link} to={isMainAccount ? '/subscription' : '/events/list'} size="sm">
            {t(isMainAccount ? 'subscription.checkout.toSubscription' : 'subscription.success.toEvents')}
          </Anchor>
        </Stack>
      </Alert>
    );
  else if (data.order.status === 'ended')
    body = (
      <Alert color="gray" radius="lg" title={t('subscription.checkout.endedTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('subscription.checkout.endedText')}</Text>
          {isMainAccount && (
            <Anchor component={Link} to="/subscription" size="sm">
              {t('subscription.checkout.toSubscription')}
            </Anchor>
          )}
        </Stack>
      </Alert>
    );
  else
    body = (
      <Stack gap="lg">
        {data.order.status === 'failed' && (
          <Alert color="orange" radius="lg" title={t('subscription.checkout.failedTitle')}>
            {t('subscription.checkout.failedText')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <OrderSummary order={data.order} />
          <BillingSummary billing={data.billing} isMainAccount={isMainAccount} />
        </SimpleGrid>
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="method-title">
          <Stack gap="md">
            <Title order={2} fz="lg" id="method-title">
              {t('subscription.checkout.methodTitle')}
            </Title>
            <Radio.Group
              value={method}
              onChange={(value) => setMethod(value as PaymentMethod)}
              aria-labelledby="method-title"
            >
              <Stack gap="sm">
                <Radio
                  value="invoice"
                  label={t('subscription.method.invoice')}
                  description={t('subscription.checkout.invoiceHint')}
                />
                <Radio
                  value="card"
                  label={t('subscription.method.card')}
                  disabled={!data.cardAvailable}
                  description={
                    data.cardAvailable
                      ? t('subscription.checkout.cardHint')
                      : t('subscription.checkout.cardUnavailable')
                  }
                />
              </Stack>
            </Radio.Group>
            {isFailed && (
              <Alert color="red" radius="md" role="alert" title={t('screens.subscriptionError')}>
                {t('errors.SUBSCRIPTION_FAILED')}
              </Alert>
            )}
            {isBillingIncomplete && (
              <Alert
                color="red"
                radius="md"
                role="alert"
                icon={<IconAlertTriangle size={20} aria-hidden />}
                title={t('subscription.checkout.billingIncompleteTitle')}
              >
                <Text size="sm">{t('subscription.checkout.billingIncompleteText')}</Text>
                {isMainAccount ? (
                  <Anchor component={Link} to="/profile" size="sm">
                    {t('subscription.checkout.editBilling')}
                  </Anchor>
                ) : (
                  <Text size="sm">{t('subscription.checkout.billingOwner')}</Text>
                )}
              </Alert>
            )}
            <Group justify="space-between" align="center" gap="sm">
              <Text size="xs" c="dimmed" maw={520}>
                {t('subscription.checkout.terms')}
              </Text>
              <Button
                size="md"
                leftSection={<IconLock size={18} aria-hidden />}
                loading={pay.isPending}
                disabled={pay.isPending || pay.isSuccess}
                onClick={() => void handlePay()}
              >
                {t('subscription.checkout.pay')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    );

  return (
    <Stack gap="lg" maw={1040}>
      <PageHeader
        title={title}
        subtitle={t('subscription.checkout.subtitle')}
        back={isMainAccount ? { to: '/subscription', label: t('subscription.checkout.back') } : undefined}
      />
      {body}
    </Stack>
  );
}
