import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { DEFAULT_PASSWORD, uniqueEmail } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { DEFAULT_BILLING } from '../../config.js';
import * as subscriptionService from './subscription.service.js';

const billing = { ...DEFAULT_BILLING, trial: { days: 14, plan: 'business' as const } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ billing });
});
afterAll(() => t.close());

/** Signs an organiser up through the API to the confirmed email; answers the session. */
async function signUp(): Promise<string> {
  const email = uniqueEmail('trial');
  const { authToken } = ok(
    await call(t.app, 'POST', 'registration/account', { body: { email, password: DEFAULT_PASSWORD } }),
  );
  ok(
    await call(t.app, 'PUT', 'registration/details', {
      token: authToken,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        company: 'Acme Events',
        address1: 'Hauptstraße 1',
        zip: '10115',
        country: 'DE',
        vatId: 'DE123456789',
        agreement: true,
      },
    }),
  );
  const [mail] = await t.mails(email);
  const confirmed = ok(
    await call(t.app, 'POST', 'auth/confirmation/email', { body: { token: tokenOf(mail!.links[0]!) } }),
  );
  return confirmed.authToken as string;
}

const subscriptionOf = async (token: string) => ok(await call(t.app, 'GET', 'subscription', { token }));
const planOf = async (token: string) => ok(await call(t.app, 'GET', 'user', { token })).data.plan;

describe('the trial of a new account (spec §4)', () => {
  it('starts with the completed sign-up and ends at its end, back on free', async () => {
    const token = await signUp();
    expect(await planOf(token)).toBe('business');
    const page = await subscriptionOf(token);
    expect(page.subscription).toMatchObject({ status: 'trialing', plan: 'business', paymentMethod: null });
    const end = Date.parse(page.subscription.currentPeriodEnd);
    expect(end - Date.parse(page.subscription.startedAt)).toBe(14 * 86_400_000);
    expect(page.history).toEqual([
      expect.objectContaining({ from: 'free', to: 'business', reason: 'trialStarted', by: null }),
    ]);

    const deps = { db: t.db, publicUrl: TEST_PUBLIC_URL, billing };
    expect(await subscriptionService.endDueSubscriptions(deps, new Date(end - 1000))).toBe(0);
    expect(await subscriptionService.endDueSubscriptions(deps, new Date(end + 1000))).toBeGreaterThanOrEqual(
      1,
    );
    expect(await planOf(token)).toBe('free');
    const after = await subscriptionOf(token);
    expect(after.subscription).toBeNull();
    expect(after.history[0]).toMatchObject({ from: 'business', to: 'free', reason: 'trialEnded' });
  });

  it('is given once per account', async () => {
    const token = await signUp();
    const me = ok(await call(t.app, 'GET', 'user', { token })).data;
    await subscriptionService.startTrial({ db: t.db, publicUrl: TEST_PUBLIC_URL, billing }, me.id);
    const page = await subscriptionOf(token);
    expect(page.history.filter((c: { reason: string }) => c.reason === 'trialStarted')).toHaveLength(1);
  });

  it('lets the trial’s own plan be ordered, which replaces the trial', async () => {
    const token = await signUp();
    const { subscriptionId } = ok(
      await call(t.app, 'POST', 'subscription/checkout', {
        token,
        body: { productId: 'business-monthly-eur' },
      }),
    );
    ok(
      await call(t.app, 'POST', `subscription/checkout/${subscriptionId}/pay`, {
        token,
        body: { method: 'invoice' },
      }),
    );
    const page = await subscriptionOf(token);
    expect(page.subscription).toMatchObject({ id: subscriptionId, status: 'active', plan: 'business' });
    expect(page.invoices).toHaveLength(1);
  });

  it('cancelled, ends at once', async () => {
    const token = await signUp();
    const { subscription } = ok(await call(t.app, 'POST', 'subscription/cancel', { token }));
    expect(subscription.status).toBe('ended');
    expect(await planOf(token)).toBe('free');
  });
});
