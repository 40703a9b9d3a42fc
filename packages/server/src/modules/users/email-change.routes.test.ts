import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { DEFAULT_PASSWORD, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { oneTimeTokens } from '../../db/schema/index.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (body: object, token?: string, app = t.app) =>
  call(app, 'POST', 'user/email', { body, token });
const confirm = (token: string) => call(t.app, 'POST', 'user/email/confirm', { body: { token } });
const me = async (token: string) => ok(await call(t.app, 'GET', 'user', { token })).data;
const login = (email: string, password = DEFAULT_PASSWORD) =>
  call(t.app, 'POST', 'auth/login', { body: { email, password } });

/** The token of the newest email-change link mailed to the address. */
async function linkTokenTo(email: string): Promise<string> {
  const [mail] = await t.mails(email);
  const link = mail.links.find((l) => l.startsWith(`${TEST_PUBLIC_URL}/confirm-email?token=`));
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}

describe('POST user/email', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { user, token } = await buildUser(t.db);
    const email = uniqueEmail('new');
    expect(errorOf(await change({ email, password: 'Wrong-pass1' }, token))).toBe('OLD_PASSWORD_MISMATCH');
    expect(await t.mails(email)).toHaveLength(0);
    expect((await me(token)).email).toBe(user.email);
  });

  it('refuses a freemail address and one in use by anyone', async () => {
    const { token } = await buildUser(t.db);
    const other = await buildUser(t.db);
    expect(errorOf(await change({ email: 'someone@gmail.com', password: DEFAULT_PASSWORD }, token))).toBe(
      'EMAIL_IS_IN_BLACK_LIST',
    );
    const inUse = await change({ email: other.user.email.toUpperCase(), password: DEFAULT_PASSWORD }, token);
    expect(fieldsOf(inUse)).toEqual({ email: 'validation.alreadyUsed' });
    expect(fieldsOf(await change({ email: 'nope', password: DEFAULT_PASSWORD }, token))).toHaveProperty(
      'email',
    );
  });

  it('mails a link to the new address; the old address works until it is used, then the new one', async () => {
    const { user, token } = await buildUser(t.db);
    const email = uniqueEmail('New');
    expect(ok(await change({ email, password: DEFAULT_PASSWORD }, token))).toEqual({
      pendingEmail: email.toLowerCase(),
    });
    expect(await t.mails(user.email)).toHaveLength(0);
    const [mail] = await t.mails(email.toLowerCase());
    expect(mail.template).toBe('emailChange');
    const linkToken = await linkTokenTo(email.toLowerCase());
    // Nothing changed yet.
    expect((await me(token)).email).toBe(user.email);
    ok(await login(user.email));
    expect(errorOf(await login(email))).toBe('NAME_OR_PASSWORD_MISMATCH');

    expect(ok(await confirm(linkToken))).toEqual({ email: email.toLowerCase() });
    expect((await me(token)).email).toBe(email.toLowerCase());
    // The old address is told, in the person's language, where the account went.
    const [notice] = await t.mails(user.email);
    expect(notice).toMatchObject({ template: 'emailChanged' });
    expect(notice!.text).toContain(`was changed to ${email.toLowerCase()}`);
    expect(notice!.links).toEqual([`${TEST_PUBLIC_URL}/login`]);
    ok(await login(email));
    expect(errorOf(await login(user.email))).toBe('NAME_OR_PASSWORD_MISMATCH');
    // Single use.
    expect(errorOf(await confirm(linkToken))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
  });

  it('lets a sub-account change its own address', async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    const email = uniqueEmail('sub');
    ok(await change({ email, password: DEFAULT_PASSWORD }, sub.token));
    ok(await confirm(await linkTokenTo(email)));
    expect((await me(sub.token)).email).toBe(email);
    expect((await me(main.token)).email).toBe(main.user.email);
  });

  it('a new request voids the earlier link', async () => {
    const { token } = await buildUser(t.db);
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    ok(await change({ email: first, password: DEFAULT_PASSWORD }, token));
    const firstToken = await linkTokenTo(first);
    ok(await change({ email: second, password: DEFAULT_PASSWORD }, token));
    expect(errorOf(await confirm(firstToken))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    ok(await confirm(await linkTokenTo(second)));
    expect((await me(token)).email).toBe(second);
  });

  it('answers 401 without a session', async () => {
    expect((await change({ email: uniqueEmail(), password: DEFAULT_PASSWORD })).statusCode).toBe(401);
  });

  it('sends at most 5 email-change mails an hour to one address (429 RATE_LIMITED beyond)', async () => {
    const limited = await createTestApp({
      rateLimits: { mailsPerRecipient: DEFAULT_RATE_LIMITS.mailsPerRecipient },
    });
    try {
      const { token } = await buildUser(limited.db);
      const email = uniqueEmail('capped');
      for (let i = 0; i < 5; i++) ok(await change({ email, password: DEFAULT_PASSWORD }, token, limited.app));
      expect(errorOf(await change({ email, password: DEFAULT_PASSWORD }, token, limited.app), 429)).toBe(
        'RATE_LIMITED',
      );
      expect(await limited.mails(email)).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });
});

describe('POST user/email/confirm', () => {
  it('refuses an expired link and changes nothing', async () => {
    const { user, token } = await buildUser(t.db);
    const email = uniqueEmail('late');
    ok(await change({ email, password: DEFAULT_PASSWORD }, token));
    const linkToken = await linkTokenTo(email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(oneTimeTokens.userId, user.id), eq(oneTimeTokens.purpose, 'email_change')));
    expect(errorOf(await confirm(linkToken))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    expect((await me(token)).email).toBe(user.email);
  });

  it('refuses a token whose address was altered, and garbage', async () => {
    const { user, token } = await buildUser(t.db);
    const email = uniqueEmail('real');
    ok(await change({ email, password: DEFAULT_PASSWORD }, token));
    const linkToken = await linkTokenTo(email);
    const random = linkToken.slice(linkToken.indexOf('.') + 1);
    const forged = `${Buffer.from(uniqueEmail('evil')).toString('base64url')}.${random}`;
    expect(errorOf(await confirm(forged))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    expect(errorOf(await confirm(random))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    expect(errorOf(await confirm('x'.repeat(40)))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    expect((await me(token)).email).toBe(user.email);
    // The genuine link still works.
    ok(await confirm(linkToken));
    expect((await me(token)).email).toBe(email);
  });

  it('refuses an address taken meanwhile (validation.alreadyUsed)', async () => {
    const { user, token } = await buildUser(t.db);
    const email = uniqueEmail('race');
    ok(await change({ email, password: DEFAULT_PASSWORD }, token));
    const linkToken = await linkTokenTo(email);
    await buildUser(t.db, { email });
    expect(fieldsOf(await confirm(linkToken))).toEqual({ email: 'validation.alreadyUsed' });
    expect((await me(token)).email).toBe(user.email);
  });

  it("voids the user's password-reset links", async () => {
    const { user, token } = await buildUser(t.db);
    ok(await call(t.app, 'POST', 'auth/passwordForgotten', { body: { email: user.email } }));
    const [reset] = await t.mails(user.email);
    const resetToken = new URL(reset.links[0]).searchParams.get('token')!;
    const email = uniqueEmail('moved');
    ok(await change({ email, password: DEFAULT_PASSWORD }, token));
    ok(await confirm(await linkTokenTo(email)));
    const used = await call(t.app, 'POST', 'auth/passwordForgotten/confirmation', {
      body: { token: resetToken },
    });
    expect(errorOf(used)).toBe('PASSWORD_RESET_TOKEN_IS_INVALID');
  });

  it('answers field errors for a missing or oversized token', async () => {
    expect(fieldsOf(await call(t.app, 'POST', 'user/email/confirm', { body: {} }))).toHaveProperty('token');
    expect(fieldsOf(await confirm('x'.repeat(601)))).toHaveProperty('token');
  });
});
