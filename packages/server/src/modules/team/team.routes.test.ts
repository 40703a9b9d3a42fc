import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import {
  DEFAULT_PASSWORD,
  buildAsset,
  buildEvent,
  buildParticipant,
  buildUser,
  uniqueEmail,
} from '../../../test/factories.js';
import { call, errorKeyOf, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { oneTimeTokens } from '../../db/schema/index.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const person = (overrides: object = {}) => ({
  email: uniqueEmail('bob'),
  firstName: 'Bob',
  lastName: 'Byte',
  roleDescription: 'Booth manager',
  ...overrides,
});

/** Invites a person as the main account and answers the sub-account with its invitation token. */
async function invite(token: string, body = person()) {
  const { subAccount } = ok(await call(t.app, 'POST', 'sub-accounts', { token, body }));
  const [mail] = await t.mails(body.email);
  return { subAccount, invitation: tokenOf(mail!.links[0]!) };
}

const accept = (token: string, password = DEFAULT_PASSWORD) =>
  call(t.app, 'POST', 'sub-accounts/invitation', { body: { token, password } });

describe('GET user for main and sub-accounts', () => {
  it('answers the plan, maxSubAccounts and subAccountsLeft of the tenant', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    await buildUser(t.db, { mainAccountId: main.user.id });
    const { data } = ok(await call(t.app, 'GET', 'user', { token: main.token }));
    expect(data).toMatchObject({
      plan: 'starter',
      maxSubAccounts: 2,
      subAccountsLeft: 1,
      status: 'LOGGED_IN',
    });

    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    await buildEvent(t.db, { tenantId: main.user.id });
    const me = ok(await call(t.app, 'GET', 'user', { token: sub.token })).data;
    expect(me).toMatchObject({
      id: sub.user.id,
      status: 'SUB_ACCOUNT_LOGGED_IN',
      plan: 'starter',
      premium: true,
      maxSubAccounts: 0,
      subAccountsLeft: 0,
      events: 1,
    });
    expect(me.profile.accountType).toBe(1);
  });
});

describe('sub-accounts API', () => {
  it('lists, adds, edits and removes the team, with the plan limit', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    expect(ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token }))).toEqual({
      subAccounts: [],
      limit: 2,
      left: 2,
    });
    const body = person();
    const { subAccount } = await invite(main.token, body);
    expect(subAccount).toMatchObject({
      email: body.email,
      firstName: 'Bob',
      roleDescription: 'Booth manager',
      status: 'invited',
      lastLoginAt: null,
    });
    expect(subAccount.invitedAt).toEqual(expect.any(String));
    const [mail] = await t.mails(body.email);
    expect(mail!.links[0]).toMatch(/^http:\/\/foyer\.test\/invitation\?token=/);

    const edited = ok(
      await call(t.app, 'PUT', `sub-accounts/${subAccount.id}`, {
        token: main.token,
        body: { firstName: 'Robert', lastName: 'Byte', roleDescription: 'Lead' },
      }),
    ).subAccount;
    expect(edited).toMatchObject({ firstName: 'Robert', roleDescription: 'Lead' });
    const list = ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token }));
    expect(list).toMatchObject({ limit: 2, left: 1 });
    expect(list.subAccounts.map((s: { id: string }) => s.id)).toEqual([subAccount.id]);

    ok(await call(t.app, 'DELETE', `sub-accounts/${subAccount.id}`, { token: main.token }));
    expect(ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token })).left).toBe(2);
    expect(
      (await call(t.app, 'DELETE', `sub-accounts/${subAccount.id}`, { token: main.token })).statusCode,
    ).toBe(404);
  });

  it('refuses on the free plan and past the plan limit (PREMIUM_REQUIRED)', async () => {
    const free = await buildUser(t.db);
    const res = await call(t.app, 'POST', 'sub-accounts', { token: free.token, body: person() });
    expect(errorOf(res, 403)).toBe('PREMIUM_REQUIRED');
    expect(ok(await call(t.app, 'GET', 'sub-accounts', { token: free.token }))).toMatchObject({
      limit: 0,
      left: 0,
    });
  });

  it('makes exactly the plan limit under 20 parallel adds', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.app, 'POST', 'sub-accounts', { token: main.token, body: person() }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of answers.filter((r) => r.statusCode !== 200))
      expect(errorOf(r, 403)).toBe('PREMIUM_REQUIRED');
    expect(ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token })).subAccounts).toHaveLength(2);
  });

  it('refuses an address already used (fields.email) and free-mail addresses', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const taken = await buildUser(t.db);
    const res = await call(t.app, 'POST', 'sub-accounts', {
      token: main.token,
      body: person({ email: taken.user.email.toUpperCase() }),
    });
    expect(fieldsOf(res)).toEqual({ email: 'validation.alreadyUsed' });
    const free = await call(t.app, 'POST', 'sub-accounts', {
      token: main.token,
      body: person({ email: 'someone@gmail.com' }),
    });
    expect(errorOf(free)).toBe('EMAIL_IS_IN_BLACK_LIST');
    expect(
      fieldsOf(await call(t.app, 'POST', 'sub-accounts', { token: main.token, body: {} })),
    ).toMatchObject({
      email: expect.any(String),
      firstName: expect.any(String),
    });
  });

  it('answers 404 for another account’s sub-account and 403 MAIN_ACCOUNT_ONLY to a sub-account', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const other = await buildUser(t.db, { plan: 'business' });
    const { subAccount } = await invite(main.token);
    const edit = { firstName: 'X', lastName: 'Y' };
    expect(
      (await call(t.app, 'PUT', `sub-accounts/${subAccount.id}`, { token: other.token, body: edit }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'DELETE', `sub-accounts/${subAccount.id}`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, 'POST', `sub-accounts/${subAccount.id}/resend`, { token: other.token })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', 'sub-accounts/not-a-uuid', { token: main.token })).statusCode).toBe(
      404,
    );
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    expect(errorOf(await call(t.app, 'GET', 'sub-accounts', { token: sub.token }), 403)).toBe(
      'MAIN_ACCOUNT_ONLY',
    );
    expect(errorOf(await call(t.app, 'GET', 'sub-accounts'), 401)).toBe('UNAUTHORIZED');
  });
});

describe('the invitation', () => {
  it('sets the password once, confirms the email and logs the person in as a sub-account', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    const body = person();
    const { subAccount, invitation } = await invite(main.token, body);
    expect(errorOf(await accept(invitation, 'short'))).toBe('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');
    const { authToken } = ok(await accept(invitation));
    expect(ok(await call(t.app, 'GET', 'user', { token: authToken })).data.status).toBe(
      'SUB_ACCOUNT_LOGGED_IN',
    );
    expect(errorOf(await accept(invitation))).toBe('INVITATION_TOKEN_IS_INVALID');
    const [row] = ok(await call(t.app, 'GET', 'sub-accounts', { token: main.token })).subAccounts;
    expect(row).toMatchObject({ id: subAccount.id, status: 'active', lastLoginAt: expect.any(String) });
    // The password works for a normal login too, and resending to an active person is refused.
    ok(await call(t.app, 'POST', 'auth/login', { body: { email: body.email, password: DEFAULT_PASSWORD } }));
    expect(
      (await call(t.app, 'POST', `sub-accounts/${subAccount.id}/resend`, { token: main.token })).statusCode,
    ).toBe(404);
  });

  it('a resend voids the earlier link; an expired or revoked link is refused', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const body = person();
    const { subAccount, invitation: first } = await invite(main.token, body);
    ok(await call(t.app, 'POST', `sub-accounts/${subAccount.id}/resend`, { token: main.token }));
    const mails = await t.mails(body.email);
    expect(mails).toHaveLength(2);
    const second = tokenOf(mails[0]!.links[0]!);
    expect(second).not.toBe(first);
    expect(errorOf(await accept(first))).toBe('INVITATION_TOKEN_IS_INVALID');

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, subAccount.id));
    expect(errorOf(await accept(second))).toBe('INVITATION_TOKEN_IS_INVALID');

    const { subAccount: revoked, invitation: third } = await invite(main.token);
    ok(await call(t.app, 'DELETE', `sub-accounts/${revoked.id}`, { token: main.token }));
    expect(errorOf(await accept(third))).toBe('INVITATION_TOKEN_IS_INVALID');
    expect(errorKeyOf(await accept('x'))).toBe('VALIDATION_FAILED');
  });
});

describe('tenancy of a sub-account', () => {
  it('works on the main account’s events, assets and participants; another team sees none (404)', async () => {
    const main = await buildUser(t.db, { plan: 'free' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    const stranger = await buildUser(t.db, { plan: 'business' });
    const strangerSub = await buildUser(t.db, { mainAccountId: stranger.user.id });
    const event = await buildEvent(t.db, { tenantId: main.user.id });
    const asset = await buildAsset(t, { tenantId: main.user.id });
    await buildParticipant(t.db, event);

    const events = ok(await call(t.app, 'GET', 'events', { token: sub.token })).events;
    expect(events.map((e: { id: string }) => e.id)).toEqual([event.id]);
    ok(await call(t.app, 'GET', `events/${event.id}`, { token: sub.token }));
    expect(ok(await call(t.app, 'GET', `assets/item/${asset.id}`, { token: sub.token })).asset.id).toBe(
      asset.id,
    );
    expect(ok(await call(t.app, 'GET', `participants?eventId=${event.id}`, { token: sub.token })).total).toBe(
      1,
    );
    const renamed = await call(t.app, 'PUT', `assets/item/${asset.id}`, {
      token: sub.token,
      body: { name: 'Renamed by the team' },
    });
    expect(ok(renamed).asset.name).toBe('Renamed by the team');

    expect((await call(t.app, 'GET', `events/${event.id}`, { token: strangerSub.token })).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, 'GET', `assets/item/${asset.id}`, { token: strangerSub.token })).statusCode,
    ).toBe(404);
    expect(ok(await call(t.app, 'GET', 'events', { token: strangerSub.token })).events).toEqual([]);
    expect(
      (await call(t.app, 'GET', `participants?eventId=${event.id}`, { token: strangerSub.token })).statusCode,
    ).toBe(404);

    // The free plan allows 2 editable events: the sub-account's event counts against the main account's.
    const kick = (name: string) => ({
      name,
      date: null,
      eventType: 'conference',
      videoPresentations: false,
      booths: false,
      boothCount: 0,
      themeId: 'modern',
    });
    const created = ok(
      await call(t.app, 'POST', 'events/kickstarter', { token: sub.token, body: kick('Team event') }),
    );
    expect(
      ok(await call(t.app, 'GET', 'events', { token: main.token })).events.map((e: { id: string }) => e.id),
    ).toContain(created.eventId);
    expect(ok(await call(t.app, 'GET', 'user', { token: main.token })).data.events).toBe(2);
    expect(
      errorOf(await call(t.app, 'POST', 'events/kickstarter', { token: main.token, body: kick('Third') })),
    ).toBe('EVENT_LIMIT_REACHED');
  });

  it('a removed sub-account’s session ends at once; what it created stays', async () => {
    const main = await buildUser(t.db, { plan: 'starter' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    const event = await buildEvent(t.db, { tenantId: main.user.id });
    ok(await call(t.app, 'GET', 'user', { token: sub.token }));
    ok(await call(t.app, 'DELETE', `sub-accounts/${sub.user.id}`, { token: main.token }));
    expect(errorOf(await call(t.app, 'GET', 'user', { token: sub.token }), 401)).toBe('UNAUTHORIZED');
    ok(await call(t.app, 'GET', `events/${event.id}`, { token: main.token }));
  });
});

describe('invitation mails per recipient', () => {
  it('sends at most 5 invitation mails an hour to one address (429 RATE_LIMITED beyond)', async () => {
    const limited = await createTestApp({
      rateLimits: { mailsPerRecipient: DEFAULT_RATE_LIMITS.mailsPerRecipient },
    });
    try {
      const main = await buildUser(limited.db, { plan: 'business' });
      const body = person();
      const { subAccount } = ok(await call(limited.app, 'POST', 'sub-accounts', { token: main.token, body }));
      const resend = () =>
        call(limited.app, 'POST', `sub-accounts/${subAccount.id}/resend`, { token: main.token });
      for (let i = 0; i < 4; i++) ok(await resend());
      expect(errorOf(await resend(), 429)).toBe('RATE_LIMITED');
      expect(await limited.mails(body.email)).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});
