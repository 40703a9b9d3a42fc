import { subscriptionApi } from '@foyer/shared';
import type { FastifyInstance } from 'fastify';
import { tenantIdOf } from '../../plugins/auth.js';
import { route } from '../../plugins/contract.js';
import * as subscriptionService from './subscription.service.js';

/**
 * subscription/*, invoices/* (`subscriptionApi`): the main account's plan, checkout, cancellation and
 * invoices, the card provider's billing portal and Stripe's webhook (public, verified by signature); a
 * checkout is also open to the account's sub-accounts (access `user`, in the tenant).
 */
export async function subscriptionRoutes(app: FastifyInstance) {
  const { deps } = app;

  route(app, subscriptionApi.get, ({ auth }) => subscriptionService.getSubscription(deps, auth.user));

  route(app, subscriptionApi.startCheckout, ({ auth, body }) =>
    subscriptionService.startCheckout(deps, auth.user.id, body.productId),
  );

  route(app, subscriptionApi.checkout, ({ auth, params }) =>
    subscriptionService.getCheckout(deps, tenantIdOf(auth), params.id),
  );

  route(app, subscriptionApi.pay, ({ auth, params, body }) =>
    subscriptionService.pay(deps, tenantIdOf(auth), auth.user, params.id, body.method),
  );

  route(app, subscriptionApi.cancel, async ({ auth }) => ({
    subscription: await subscriptionService.cancel(deps, auth.user.id, auth.user.id),
  }));

  route(app, subscriptionApi.portal, ({ auth }) => subscriptionService.portal(deps, auth.user.id));

  // Stripe signs the exact bytes it sent: this route alone reads application/json as a raw buffer.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    route(raw, subscriptionApi.stripeWebhook, async ({ request, body }) => {
      const signature = request.headers['stripe-signature'];
      await subscriptionService.receivePaymentWebhook(
        deps,
        Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
      return {};
    });
  });

  route(app, subscriptionApi.invoicePdf, async ({ auth, params, reply }) => {
    const file = await subscriptionService.invoicePdf(deps, auth.user.id, params.id);
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  });
}
