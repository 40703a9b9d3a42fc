import { type SubscriptionResults, formatMoney, productFor } from '@foyer/shared';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCreditCard, IconFileInvoice } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm';
import { toastError, toastSuccess } from '../../../ui/toast';
import { useSubscriptionFormat } from '../plans';
import { useCancelSubscription, useOpenPortal } from '../queries';

type BadgeState = 'trial' | 'active' | 'cancelling' | 'free';

const BADGE_COLOURS: Record<BadgeState, string> = {
  trial: 'violet',
  active: 'teal',
  cancelling: 'orange',
  free: 'gray',
};

/** What the badge says: the subscription's state, or free without one (a plan the operator set counts as active). */
function badgeOf(data: SubscriptionResults): BadgeState {
  const status = data.subscription?.status;
  if (status === 'trialing') return 'trial';
  if (status === 'cancelling') return 'cancelling';
  if (status === 'active' || data.plan !== 'free') return 'active';
  return 'free';
}

/**
 * The current plan: its name and state, the renewal or end date, price and payment method, and
 * "Cancel subscription" after a confirmation that says what happens at the period end; for a card
 * subscription "Manage payment method", which opens the provider's billing portal.
 */
/** Opens the card provider's billing portal (a page of its own, which returns to /subscription). */
export function ManagePaymentButton() {
  const { t } = useTranslation();
  const openPortal = useOpenPortal();
  const handleManagePayment = () =>
    openPortal
      .mutateAsync()
      .then(({ url }) => {
        window.location.href = url;
      })
      .catch(() => toastError(t('subscription.current.portalFailed')));
  return (
    <Button
      variant="default"
      leftSection={<IconCreditCard size={18} aria-hidden />}
      onClick={() => void handleManagePayment()}
      loading={openPortal.isPending || openPortal.isSuccess}
    >
      {t('subscription.current.managePayment')}
    </Button>
  );
}

export function CurrentPlanCard({ data }: { data: SubscriptionResults }) {
  const { t } = useTranslation();
  const format = useSubscriptionFormat();
  const cancel = useCancelSubscription();
  const sub = data.subscription;
  const badge = badgeOf(data);
  const product = sub ? productFor(sub.plan, sub.period, sub.currency) : undefined;
  const isCancellable = sub?.status === 'active' || sub?.status === 'trialing';
  const isTrial = sub?.status === 'trialing';
  const isCard = sub?.paymentMethod === 'card';

  const handleCancel = () =>
    confirmAction({
      title: t(isTrial ? 'subscription.cancel.trialTitle' : 'subscription.cancel.title'),
      message: (
        <Stack gap="xs">
          <Text size="sm">
            {isTrial
              ? t('subscription.cancel.trialText', { plan: format.planName(data.plan) })
              : t('subscription.cancel.text', { date: format.date(sub?.currentPeriodEnd ?? null) })}
          </Text>
          <Text size="sm">{t('subscription.cancel.closing')}</Text>
          <Text size="sm" fw={600}>
            {t('subscription.cancel.nothingDeleted')}
          </Text>
        </Stack>
      ),
      confirmLabel: t('subscription.cancel.confirm'),
      cancelLabel: t('subscription.cancel.keep'),
      isDanger: true,
      onConfirm: () => {
        cancel
          .mutateAsync()
          .then(() => toastSuccess(t('subscription.cancel.done')))
          .catch(() => {
            // the API client has toasted
          });
      },
    });

  let dateLine: string | null = null;
  if (sub?.currentPeriodEnd) {
    const date = format.date(sub.currentPeriodEnd);
    if (sub.status === 'active') dateLine = t('subscription.current.renews', { date });
    else if (sub.status === 'trialing') dateLine = t('subscription.current.trialEnds', { date });
    else if (sub.status === 'cancelling') dateLine = t('subscription.current.usableUntil', { date });
  }

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="current-plan-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Text size="sm" c="dimmed" id="current-plan-title">
              {t('subscription.current.title')}
            </Text>
            <Group gap="sm" align="center">
              <Title order={2} fz={{ base: 22, sm: 26 }}>
                {format.planName(data.plan)}
              </Title>
              <Badge variant="light" color={BADGE_COLOURS[badge]}>
                {t(`subscription.badge.${badge}`)}
              </Badge>
            </Group>
          </div>
          {(isCard || isCancellable) && (
            <Group gap="sm">
              {isCard && <ManagePaymentButton />}
              {isCancellable && (
                <Button variant="default" color="red" onClick={handleCancel} loading={cancel.isPending}>
                  {t('subscription.cancel.action')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        {badge === 'free' && <Text size="sm">{t('subscription.current.freeText')}</Text>}
        {(dateLine || product || sub?.paymentMethod) && (
          <Stack gap={6}>
            {dateLine && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm" c={sub?.status === 'cancelling' ? 'orange.8' : undefined}>
                  {dateLine}
                </Text>
              </Group>
            )}
            {product && sub && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconFileInvoice size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">
                  {t(`subscription.current.price.${sub.period}`, {
                    amount: formatMoney(product.amountCents, sub.currency, format.language),
                  })}
                </Text>
              </Group>
            )}
            {sub?.paymentMethod && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconCreditCard size={18} aria-hidden style={{ flexShrink: 0 }} />
                <Text size="sm">
                  {t('subscription.current.paymentMethod', {
                    method: t(`subscription.method.${sub.paymentMethod}`),
                  })}
                </Text>
              </Group>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
