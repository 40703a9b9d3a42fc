import { type CheckoutPayRequest, type Invoice, type ProductId, subscriptionApi } from '@foyer/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { invalidateEvents } from '../events/queries';

/** Query key of the account's subscription page data (GET subscription). */
export const SUBSCRIPTION_KEY = ['subscription'] as const;

/** Query key of one checkout (GET subscription/checkout/{id}). */
export const checkoutKey = (subscriptionId: string) => ['subscription', 'checkout', subscriptionId] as const;

/** GET subscription: plan, current subscription, invoices, history, this month's usage, card availability. */
export function useSubscription(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: SUBSCRIPTION_KEY,
    queryFn: () => api.call(subscriptionApi.get),
    enabled: options.enabled ?? true,
  });
}

/** A plan change moves every limit: the subscription, the user (its plan) and the events (their registration limits). */
function useInvalidatePlan() {
  const client = useQueryClient();
  return () =>
    Promise.all([client.invalidateQueries({ queryKey: SUBSCRIPTION_KEY }), invalidateEvents(client)]);
}

/**
 * POST subscription/checkout: the pending subscription of a product, to pay on the checkout page.
 * Throws ApiError: VALIDATION_FAILED (fields.productId: the account already has this product).
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (productId: ProductId) =>
      api.call(
        subscriptionApi.startCheckout,
        { body: { productId } },
        { silentCodes: ['VALIDATION_FAILED'] },
      ),
  });
}

/** POST subscription/cancel: usable until the period end (a trial ends at once). Throws ApiError (NOT_FOUND). */
export function useCancelSubscription() {
  const invalidate = useInvalidatePlan();
  return useMutation({
    mutationFn: () => api.call(subscriptionApi.cancel, {}, { silentCodes: ['NOT_FOUND'] }),
    onSuccess: invalidate,
  });
}

/**
 * POST subscription/portal: the card provider's billing portal of the card subscription (change the
 * card, see receipts), to send the browser to. Throws ApiError: SUBSCRIPTION_FAILED (no card
 * subscription, or the provider refused).
 */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.call(subscriptionApi.portal, {}, { silentCodes: ['SUBSCRIPTION_FAILED'] }),
  });
}

/** GET subscription/checkout/{id}: the order with VAT, the billing details and the payment methods. */
export function useCheckout(subscriptionId: string) {
  return useQuery({
    queryKey: checkoutKey(subscriptionId),
    queryFn: () => api.call(subscriptionApi.checkout, { params: { id: subscriptionId } }),
  });
}

/**
 * POST subscription/checkout/{id}/pay. Throws ApiError: SUBSCRIPTION_FAILED (refused or no provider),
 * VALIDATION_FAILED (fields.billing: the billing details are incomplete), NOT_FOUND.
 */
export function usePayCheckout(subscriptionId: string) {
  const invalidate = useInvalidatePlan();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CheckoutPayRequest) =>
      api.call(
        subscriptionApi.pay,
        { params: { id: subscriptionId }, body },
        { silentCodes: ['VALIDATION_FAILED', 'SUBSCRIPTION_FAILED'] },
      ),
    onSuccess: () =>
      Promise.all([invalidate(), client.invalidateQueries({ queryKey: checkoutKey(subscriptionId) })]),
  });
}

/**
 * GET invoices/{id}/pdf: the invoice as a file, named by its number unless the server names it.
 * Throws ApiError for a refusal (already reacted to by the client) or Error when the download failed.
 */
export function fetchInvoicePdf(invoice: Invoice): Promise<{ blob: Blob; fileName: string }> {
  return api.download(subscriptionApi.invoicePdf, `invoice-${invoice.number}.pdf`, {
    params: { id: invoice.id },
  });
}
