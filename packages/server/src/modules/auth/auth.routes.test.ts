import { and, eq } from 'drizzle-orm';
import { TOKEN_TTL } from '@foyer/shared';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeTokens, sessions } from '../../db/schema/index.js';
import { DEFAULT_LOGIN_DELAY, DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { hashToken } from '../../platform/tokens.js';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { DEFAULT_PASSWORD, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { createLoginToken, createSession, issueOneTimeToken } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (path: string, body?: object, token?: string) => call(t.app, 'POST', path, { body, token });
const getUser = (token: string) => call(t.app, 'GET', 'user', { token });
const deps = () => ({ db: t.db, publicUrl: 'http://foyer.test' });
const expireToken = (token: string) =>
  t.db
    .update(oneTimeTokens)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(oneTimeTokens.tokenHash, hashToken(token)));

describe('POST auth/login', () => {
  it('answers a session token for the right email and password, whatever the case of the email', async () => {
    const { user } = await buildUser(t.db);
    const res = await post('auth/login', { email: user.email.toUpperCase(), password: DEFAULT_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.results.authToken).toMatch(/^[\w-]{43}$/);
    const who = await post('auth/status', undefined, body.results.authToken);
    expect(who.json().results).toEqual({ authenticated: true, status: 'LOGGED_IN', passwordReset: false });
  });

  it('refuses a wrong password with NAME_OR_PASSWORD_MISMATCH', async () => {
    const { user } = await buildUser(t.db);
    const res = await post('auth/login', { email: user.email, password: 'Wrong-pass1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: false, errorKey: 'NAME_OR_PASSWORD_MISMATCH' });
  });

  it('refuses an unknown email with the same NAME_OR_PASSWORD_MISMATCH', async () => {
    const res = await post('auth/login', { email: uniqueEmail(), password: DEFAULT_PASSWORD });
    expect(res.json()).toEqual({ success: false, errorKey: 'NAME_OR_PASSWORD_MISMATCH' });
  });

  it('gives a user with an incomplete registration a token too', async () => {
    const { user } = await buildUser(t.db, { registrationState: 'STEP_1' });
    const res = await post('auth/login', { email: user.email, password: DEFAULT_PASSWORD });
    expect(res.json().success).toBe(true);
  });

  it('names missing fields with validation.required', async () => {
    const res = await post('auth/login', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorKey: 'VALIDATION_FAILED',
      results: { fields: { email: 'validation.required', password: 'validation.required' } },
    });
  });

  it('names an unknown field with validation.unknownField', async () => {
    const res = await post('auth/login', { email: 'a@acme-events.com', password: 'x', admin: true });
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toEqual({ admin: 'validation.unknownField' });
  });

  it('names an invalid email with validation.email', async () => {
    const res = await post('auth/login', { email: 'not-an-email', password: 'x' });
    expect(res.json().results.fields).toEqual({ email: 'validation.email' });
  });
});

describe('POST auth/loginByToken', () => {
  it('trades a login token for a session once', async () => {
    const { user } = await buildUser(t.db);
    const token = await createLoginToken(deps(), user.email);
    const first = await post('auth/loginByToken', { token });
    expect(first.json().success).toBe(true);
    expect(first.json().results.authToken).toBeTruthy();
    const again = await post('auth/loginByToken', { token });
    expect(again.json()).toEqual({ success: false, errorKey: 'LOGIN_TOKEN_IS_INVALID' });
  });

  it('refuses an expired login token', async () => {
    const { user } = await buildUser(t.db);
    const token = await createLoginToken(deps(), user.email);
    await expireToken(token);
    expect((await post('auth/loginByToken', { token })).json().errorKey).toBe('LOGIN_TOKEN_IS_INVALID');
  });

  it('refuses an unknown token and a token made for another purpose', async () => {
    const { user } = await buildUser(t.db);
    const reset = await issueOneTimeToken(deps(), user.id, 'password_reset');
    expect((await post('auth/loginByToken', { token: 'x'.repeat(43) })).json().errorKey).toBe(
      'LOGIN_TOKEN_IS_INVALID',
    );
    expect((await post('auth/loginByToken', { token: reset })).json().errorKey).toBe(
      'LOGIN_TOKEN_IS_INVALID',
    );
  });

  it('answers 400 for a missing token', async () => {
    const res = await post('auth/loginByToken', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toEqual({ token: 'validation.required' });
  });
});

describe('POST auth/loginToken', () => {
  it('makes a single-use login token that logs the same user in', async () => {
    const { user, token } = await buildUser(t.db);
    const made = (await post('auth/loginToken', undefined, token)).json();
    expect(made.success).toBe(true);
    const session = (await post('auth/loginByToken', { token: made.results.token })).json().results.authToken;
    const me = await getUser(session);
    expect(me.json().results.data.email).toBe(user.email);
    expect((await post('auth/loginByToken', { token: made.results.token })).json().errorKey).toBe(
      'LOGIN_TOKEN_IS_INVALID',
    );
  });

  it('answers 401 without a session', async () => {
    expect((await post('auth/loginToken')).statusCode).toBe(401);
  });
});

describe('POST auth/logout', () => {
  it('revokes the session: the token then answers 401', async () => {
    const { token } = await buildUser(t.db);
    expect(ok(await post('auth/logout', undefined, token))).toEqual({});
    const after = await getUser(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, errorKey: 'UNAUTHORIZED' });
  });

  it('answers 401 without a token or with a bad one', async () => {
    expect((await post('auth/logout')).statusCode).toBe(401);
    expect((await post('auth/logout', undefined, 'not-a-token')).statusCode).toBe(401);
  });
});

describe('POST auth/password/change', () => {
  it('changes the password and revokes every session of the user', async () => {
    const password = 'Another-pass2';
    const { user, token } = await buildUser(t.db, { password });
    const other = (await post('auth/login', { email: user.email, password })).json().results.authToken;
    const res = await post(
      'auth/password/change',
      { oldPassword: password, newPassword: 'Brand-new-3' },
      token,
    );
    expect(ok(res)).toEqual({});
    for (const tok of [token, other]) {
      expect((await getUser(tok)).statusCode).toBe(401);
    }
    expect((await post('auth/login', { email: user.email, password })).json().errorKey).toBe(
      'NAME_OR_PASSWORD_MISMATCH',
    );
    expect((await post('auth/login', { email: user.email, password: 'Brand-new-3' })).json().success).toBe(
      true,
    );
  });

  it('refuses a wrong old password with OLD_PASSWORD_MISMATCH and keeps the session', async () => {
    const { token } = await buildUser(t.db);
    const res = await post(
      'auth/password/change',
      { oldPassword: 'Wrong-1x', newPassword: 'Brand-new-3' },
      token,
    );
    expect(res.json()).toEqual({ success: false, errorKey: 'OLD_PASSWORD_MISMATCH' });
    expect((await getUser(token)).statusCode).toBe(200);
  });

  it('refuses a weak new password with PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS', async () => {
    const { token } = await buildUser(t.db);
    const res = await post(
      'auth/password/change',
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'weak' },
      token,
    );
    expect(res.json()).toEqual({ success: false, errorKey: 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
  });

  it('answers 401 without a session', async () => {
    const res = await post('auth/password/change', { oldPassword: 'a', newPassword: 'b' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST auth/confirmation/email', () => {
  async function registeredInStep2() {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    await call(t.app, 'PUT', 'registration/details', {
      token,
      body: {
        firstName: 'Grace',
        lastName: 'Hopper',
        company: 'Acme',
        address1: 'Main street 1',
        zip: '10115',
        country: 'US',
        agreement: true,
      },
    });
    const [mail] = await t.mails(user.email);
    return { user, confirmToken: tokenOf(mail.links[0]) };
  }

  it('completes the registration, mails a welcome and answers a new session', async () => {
    const { user, confirmToken } = await registeredInStep2();
    const res = await post('auth/confirmation/email', { token: confirmToken });
    expect(res.json().success).toBe(true);
    const me = await getUser(res.json().results.authToken);
    expect(me.json().results.data).toMatchObject({ status: 'LOGGED_IN', registrationState: 'COMPLETE' });
    const mails = await t.mails(user.email);
    expect(mails[0].template).toBe('welcome');
  });

  it('refuses a used token with EMAIL_CONFIRMATION_TOKEN_IS_INVALID', async () => {
    const { confirmToken } = await registeredInStep2();
    await post('auth/confirmation/email', { token: confirmToken });
    const again = await post('auth/confirmation/email', { token: confirmToken });
    expect(again.json()).toEqual({ success: false, errorKey: 'EMAIL_CONFIRMATION_TOKEN_IS_INVALID' });
  });

  it('refuses an expired token and changes nothing', async () => {
    const { user, confirmToken } = await registeredInStep2();
    await expireToken(confirmToken);
    const res = await post('auth/confirmation/email', { token: confirmToken });
    expect(res.json().errorKey).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
    const mails = await t.mails(user.email);
    expect(mails.map((m) => m.template)).toEqual(['confirmation']);
  });

  it('refuses an unknown token', async () => {
    const res = await post('auth/confirmation/email', { token: 'y'.repeat(43) });
    expect(res.json().errorKey).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
  });
});

describe('POST auth/passwordForgotten', () => {
  it('mails a reset link to an existing user in the user language', async () => {
    const { user } = await buildUser(t.db, { language: 'de' });
    const res = await post('auth/passwordForgotten', { email: user.email.toUpperCase() });
    expect(ok(res)).toEqual({});
    const [mail] = await t.mails(user.email);
    expect(mail.template).toBe('passwordReset');
    expect(mail.subject).toContain('Passwort');
    expect(mail.links[0]).toMatch(/^http:\/\/foyer\.test\/change-password\/\?token=/);
  });

  it('answers success for an unknown address and mails nothing', async () => {
    const email = uniqueEmail();
    expect(ok(await post('auth/passwordForgotten', { email }))).toEqual({});
    expect(await t.mails(email)).toEqual([]);
  });

  it('answers 400 for a missing email', async () => {
    expect((await post('auth/passwordForgotten', {})).statusCode).toBe(400);
  });
});

describe('POST auth/passwordForgotten/confirmation and POST auth/password', () => {
  async function resetSession() {
    const { user, token } = await buildUser(t.db);
    await post('auth/passwordForgotten', { email: user.email });
    const [mail] = await t.mails(user.email);
    const linkToken = tokenOf(mail.links[0]);
    const res = await post('auth/passwordForgotten/confirmation', { token: linkToken });
    return { user, token, linkToken, resetToken: res.json().results?.authToken as string };
  }

  it('answers a password-reset session that auth/status reports', async () => {
    const { resetToken } = await resetSession();
    const status = await post('auth/status', undefined, resetToken);
    expect(status.json().results).toMatchObject({ authenticated: true, passwordReset: true });
  });

  it('refuses a reused reset token with PASSWORD_RESET_TOKEN_IS_INVALID', async () => {
    const { linkToken } = await resetSession();
    const res = await post('auth/passwordForgotten/confirmation', { token: linkToken });
    expect(res.json()).toEqual({ success: false, errorKey: 'PASSWORD_RESET_TOKEN_IS_INVALID' });
  });

  it('refuses an expired reset token', async () => {
    const { user } = await buildUser(t.db);
    const token = await issueOneTimeToken(deps(), user.id, 'password_reset');
    await expireToken(token);
    const res = await post('auth/passwordForgotten/confirmation', { token });
    expect(res.json().errorKey).toBe('PASSWORD_RESET_TOKEN_IS_INVALID');
  });

  it('does not let a reset session call other routes (401)', async () => {
    const { resetToken } = await resetSession();
    const me = await getUser(resetToken);
    expect(me.statusCode).toBe(401);
    const change = await post(
      'auth/password/change',
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'Brand-new-3' },
      resetToken,
    );
    expect(change.statusCode).toBe(401);
  });

  it('sets the password and revokes every session of the user', async () => {
    const { user, token, resetToken } = await resetSession();
    const res = await post('auth/password', { password: 'Reset-pass9' }, resetToken);
    expect(ok(res)).toEqual({});
    expect((await post('auth/status', undefined, resetToken)).json().results.authenticated).toBe(false);
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await post('auth/login', { email: user.email, password: 'Reset-pass9' })).json().success).toBe(
      true,
    );
  });

  it('refuses a weak password with PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS', async () => {
    const { resetToken } = await resetSession();
    const res = await post('auth/password', { password: 'short' }, resetToken);
    expect(res.json()).toEqual({ success: false, errorKey: 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
  });

  it('refuses a normal session on auth/password (401)', async () => {
    const { token } = await buildUser(t.db);
    expect((await post('auth/password', { password: 'Reset-pass9' }, token)).statusCode).toBe(401);
  });
});

describe('POST auth/status', () => {
  it('answers unauthenticated without a token', async () => {
    const res = await post('auth/status');
    expect(res.json()).toEqual({
      success: true,
      results: { authenticated: false, status: 'UNKNOWN', passwordReset: false },
    });
  });

  it('reports the registration step of an incomplete user', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_2' });
    expect((await post('auth/status', undefined, token)).json().results.status).toBe('STEP_2');
  });

  it('treats an expired session as unauthenticated', async () => {
    const { token } = await buildUser(t.db);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(sessions.tokenHash, hashToken(token))));
    expect((await post('auth/status', undefined, token)).json().results.authenticated).toBe(false);
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('password-reset links', () => {
  const forgotten = async (email: string) => {
    await post('auth/passwordForgotten', { email });
    return tokenOf((await t.mails(email))[0].links[0]);
  };
  const confirm = (token: string) => post('auth/passwordForgotten/confirmation', { token });
  const isLive = async (sessionToken: string) =>
    (await post('auth/status', undefined, sessionToken)).json().results.authenticated as boolean;

  it('voids the other links of the user once one is used, and the open reset sessions', async () => {
    const { user } = await buildUser(t.db);
    const open = await createSession(deps(), user.id, 'password_reset');
    const [t1, t2] = [
      await issueOneTimeToken(deps(), user.id, 'password_reset'),
      await issueOneTimeToken(deps(), user.id, 'password_reset'),
    ];
    const reset = (await confirm(t1)).json().results.authToken;
    expect(await isLive(reset)).toBe(true);
    expect(await isLive(open)).toBe(false);
    expect((await confirm(t2)).json()).toEqual({
      success: false,
      errorKey: 'PASSWORD_RESET_TOKEN_IS_INVALID',
    });
    expect(ok(await post('auth/password', { password: 'Reset-pass9' }, reset))).toEqual({});
  });

  it('voids every open link when the password is set with one of them', async () => {
    const { user } = await buildUser(t.db);
    const t1 = await issueOneTimeToken(deps(), user.id, 'password_reset');
    const reset = (await confirm(t1)).json().results.authToken;
    // A link made after the use (as a request running at the same moment would).
    const t2 = await issueOneTimeToken(deps(), user.id, 'password_reset');
    expect((await post('auth/password', { password: 'Reset-pass9' }, reset)).json().success).toBe(true);
    expect((await confirm(t2)).json().errorKey).toBe('PASSWORD_RESET_TOKEN_IS_INVALID');
    expect((await post('auth/login', { email: user.email, password: 'Reset-pass9' })).json().success).toBe(
      true,
    );
  });

  it('voids an open link when the password is changed while logged in', async () => {
    const { user, token } = await buildUser(t.db);
    const t2 = await forgotten(user.email);
    const res = await post(
      'auth/password/change',
      { oldPassword: DEFAULT_PASSWORD, newPassword: 'Brand-new-3' },
      token,
    );
    expect(ok(res)).toEqual({});
    expect((await confirm(t2)).json().errorKey).toBe('PASSWORD_RESET_TOKEN_IS_INVALID');
  });

  it('voids the earlier link and its open reset session when a new link is requested', async () => {
    const { user } = await buildUser(t.db);
    const t1 = await forgotten(user.email);
    const earlier = await forgotten(user.email);
    const session = (await confirm(earlier)).json().results.authToken;
    const t3 = await forgotten(user.email);
    expect((await confirm(t1)).json().errorKey).toBe('PASSWORD_RESET_TOKEN_IS_INVALID');
    expect(await isLive(session)).toBe(false);
    expect((await post('auth/password', { password: 'Reset-pass9' }, session)).statusCode).toBe(401);
    expect((await confirm(t3)).json().success).toBe(true);
  });

  it('lives 30 minutes, and the reset session it opens 15', async () => {
    const { user } = await buildUser(t.db);
    const link = await forgotten(user.email);
    const [row] = await t.db
      .select()
      .from(oneTimeTokens)
      .where(eq(oneTimeTokens.tokenHash, hashToken(link)));
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(TOKEN_TTL.passwordReset - 5000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5000);
    const reset = (await confirm(link)).json().results.authToken;
    const [session] = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(reset)));
    expect(session.expiresAt.getTime() - session.createdAt.getTime()).toBeLessThanOrEqual(15 * 60_000 + 5000);
    // 31 minutes on, a link not yet used no longer works.
    const later = await forgotten(user.email);
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() + TOKEN_TTL.passwordReset - 31 * 60_000) })
      .where(eq(oneTimeTokens.tokenHash, hashToken(later)));
    expect((await confirm(later)).json().errorKey).toBe('PASSWORD_RESET_TOKEN_IS_INVALID');
  });
});

describe('per-account login delay', () => {
  let limited: TestApp;
  const ACCOUNT = { max: 5, timeWindowMs: 15 * 60_000 };
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: { loginFailures: ACCOUNT } });
  });
  afterAll(() => limited.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const login = (email: string, password: string, remoteAddress = '10.0.0.1') =>
    limited.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      payload: { email, password },
    });
  const failures = async (email: string, n: number, remoteAddress = '10.0.0.1') => {
    for (let i = 0; i < n; i++)
      expect((await login(email, 'Wrong-pass1', remoteAddress)).json().errorKey).toBe(
        'NAME_OR_PASSWORD_MISMATCH',
      );
  };
  const now = () => Date.now();
  const at = (ms: number) => vi.setSystemTime(ms);

  it('answers 429 with the wait after 5 failures, from any address, without checking the password', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = now();
    const { user } = await buildUser(limited.db);
    await failures(user.email, 5);
    const res = await login(user.email, DEFAULT_PASSWORD, '10.0.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({
      success: false,
      errorKey: 'RATE_LIMITED',
      results: { retryAfterSeconds: 1 },
    });
    at(start + DEFAULT_LOGIN_DELAY.baseMs);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.0.99')).json().success).toBe(true);
  });

  it('doubles the wait with each further failure, up to a minute', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let clock = now();
    const { user } = await buildUser(limited.db);
    await failures(user.email, 5);
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const refused = await login(user.email, 'Wrong-pass1');
      expect(refused.statusCode).toBe(429);
      const wait = refused.json().results.retryAfterSeconds as number;
      waits.push(wait);
      clock += wait * 1000;
      at(clock);
      await failures(user.email, 1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('lets a success reset the count', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { user } = await buildUser(limited.db);
    await failures(user.email, 4);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.0.2')).json().success).toBe(true);
    await failures(user.email, 5);
    expect((await login(user.email, 'Wrong-pass1')).statusCode).toBe(429);
  });

  it('slows an unknown address down the same way', async () => {
    const email = uniqueEmail('nobody');
    await failures(email, 5);
    const res = await login(email, 'Wrong-pass1', '10.0.0.3');
    expect(res.statusCode).toBe(429);
    expect(res.json().errorKey).toBe('RATE_LIMITED');
  });

  it('lets only one of many parallel attempts past the allowance check the password', async () => {
    const { user } = await buildUser(limited.db);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => login(user.email, 'Wrong-pass1', `10.0.1.${i}`)),
    );
    const keys = answers.map((r) => r.json().errorKey);
    expect(keys.filter((k) => k === 'NAME_OR_PASSWORD_MISMATCH')).toHaveLength(ACCOUNT.max);
    expect(keys.filter((k) => k === 'RATE_LIMITED')).toHaveLength(10 - ACCOUNT.max);
  });

  it('keeps an address that logged in to the account apart from strangers failing on it', async () => {
    const { user } = await buildUser(limited.db);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.2.1')).json().success).toBe(true);
    await failures(user.email, 5, '10.0.2.66');
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.2.67')).statusCode).toBe(429);
    expect((await login(user.email, DEFAULT_PASSWORD, '10.0.2.1')).json().success).toBe(true);
  });

  it('leaves the other accounts alone', async () => {
    const [{ user: a }, { user: b }] = [await buildUser(limited.db), await buildUser(limited.db)];
    await failures(a.email, 5);
    expect((await login(a.email, DEFAULT_PASSWORD)).statusCode).toBe(429);
    expect((await login(b.email, DEFAULT_PASSWORD)).json().success).toBe(true);
  });
});

describe('password-reset mails per recipient', () => {
  it('sends at most 5 an hour to one address and still answers success; the last link keeps working', async () => {
    const limited = await createTestApp({
      rateLimits: { mailsPerRecipient: DEFAULT_RATE_LIMITS.mailsPerRecipient },
    });
    try {
      const { user } = await buildUser(limited.db);
      const forgotten = () =>
        call(limited.app, 'POST', 'auth/passwordForgotten', { body: { email: user.email } });
      for (let i = 0; i < 5; i++) expect(ok(await forgotten())).toEqual({});
      const last = tokenOf((await limited.mails(user.email))[0].links[0]);
      expect(ok(await forgotten())).toEqual({});
      expect(await limited.mails(user.email)).toHaveLength(5);
      const confirmed = await call(limited.app, 'POST', 'auth/passwordForgotten/confirmation', {
        body: { token: last },
      });
      expect(ok(confirmed).authToken).toBeTruthy();
    } finally {
      await limited.close();
    }
  });
});
