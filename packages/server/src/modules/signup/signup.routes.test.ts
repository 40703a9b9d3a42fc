import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, errorOf, ok } from '../../../test/http.js';
import { DEFAULT_RATE_LIMITS } from '../../plugins/rate-limit.js';
import { findUserByEmail } from '../users/users.repository.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const createAccount = (body: object, headers: Record<string, string> = {}) =>
  call(t.app, 'POST', 'registration/account', { body, headers });
const details = {
  firstName: 'Grace',
  lastName: 'Hopper',
  company: 'Acme Events',
  address1: 'Hauptstraße 1',
  zip: '10115',
  country: 'DE',
  vatId: 'DE123456789',
  agreement: true,
};
const putDetails = (token: string, body: object = details) =>
  call(t.app, 'PUT', 'registration/details', { token, body });
const resend = (token: string) => call(t.app, 'POST', 'registration/email-confirmation/resend', { token });
const getUser = (token: string) => call(t.app, 'GET', 'user', { token });
const confirmEmail = (token: string) => call(t.app, 'POST', 'auth/confirmation/email', { body: { token } });

describe('POST registration/account', () => {
  it('creates a main account in STEP_1 and answers a session', async () => {
    const email = uniqueEmail('new');
    const { authToken } = ok(await createAccount({ email, password: 'Good-pass1' }, { language: 'fr' }));
    const me = await getUser(authToken);
    expect(me.json()).toMatchObject({
      success: false,
      errorKey: 'REGISTRATION_INCOMPLETE',
      results: { email, status: 'STEP_1', language: 'fr', plan: 'free' },
    });
  });

  it('refuses a free-mail address with EMAIL_IS_IN_BLACK_LIST and creates no user', async () => {
    const res = await createAccount({ email: 'someone@gmail.com', password: 'Good-pass1' });
    expect(res.json()).toEqual({ success: false, errorKey: 'EMAIL_IS_IN_BLACK_LIST' });
    expect(await findUserByEmail(t.db, 'someone@gmail.com')).toBeUndefined();
  });

  it('refuses a weak password with PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS and creates no user', async () => {
    const email = uniqueEmail();
    const res = await createAccount({ email, password: 'alllowercase' });
    expect(res.json()).toEqual({ success: false, errorKey: 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
    expect(await findUserByEmail(t.db, email)).toBeUndefined();
  });

  it('refuses a taken email, also in another case, with REGISTRATION_EMAIL_ALREADY_EXISTS', async () => {
    const { user } = await buildUser(t.db);
    expect((await createAccount({ email: user.email, password: 'Good-pass1' })).json().errorKey).toBe(
      'REGISTRATION_EMAIL_ALREADY_EXISTS',
    );
    expect(
      (await createAccount({ email: user.email.toUpperCase(), password: 'Good-pass1' })).json().errorKey,
    ).toBe('REGISTRATION_EMAIL_ALREADY_EXISTS');
  });

  it('answers 400 for missing fields, an unknown field and a bad registration code', async () => {
    const missing = await createAccount({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().results.fields).toEqual({
      email: 'validation.required',
      password: 'validation.required',
    });
    const unknown = await createAccount({ email: uniqueEmail(), password: 'Good-pass1', role: 'admin' });
    expect(unknown.json().results.fields).toEqual({ role: 'validation.unknownField' });
    const code = await createAccount({
      email: uniqueEmail(),
      password: 'Good-pass1',
      registrationCode: 'no spaces!',
    });
    expect(code.json().results.fields).toEqual({ registrationCode: 'validation.registrationCode' });
  });

  it('answers malformed JSON with 400 and creates nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/registration/account',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"x@acme-events.com",',
    });
    expect(res.statusCode).toBe(400);
    expect(await findUserByEmail(t.db, 'x@acme-events.com')).toBeUndefined();
  });
});

describe('PUT registration/details', () => {
  it('saves the profile, moves to STEP_2 and mails the confirmation link in the user language', async () => {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_1', language: 'es' });
    expect(ok(await putDetails(token)).data).toMatchObject({
      status: 'STEP_2',
      profile: { firstName: 'Grace', company: 'Acme Events', country: 'DE', accountType: 0 },
      confirmationResendsLeft: 3,
    });
    const [mail] = await t.mails(user.email);
    expect(mail.template).toBe('confirmation');
    expect(mail.subject).toContain('Confirme');
    expect(mail.links[0]).toMatch(/^http:\/\/foyer\.test\/confirm-registration\/\?token=[\w-]+$/);
    expect(mail.html).toContain('Grace');
  });

  it('escapes html in the name shown in the mail', async () => {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    await putDetails(token, { ...details, firstName: '<script>x</script>' });
    const [mail] = await t.mails(user.email);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses a user past STEP_2 with WRONG_REGISTRATION_STEP and mails nothing', async () => {
    const { user, token } = await buildUser(t.db);
    expect((await putDetails(token)).json()).toEqual({ success: false, errorKey: 'WRONG_REGISTRATION_STEP' });
    expect(await t.mails(user.email)).toEqual([]);
  });

  it('answers 400 naming each bad field (VAT id required in the EU, agreement)', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    const res = await putDetails(token, { ...details, vatId: '', agreement: false, firstName: ' ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toMatchObject({
      firstName: 'validation.required',
      agreement: 'validation.agreement',
    });
  });

  it('answers 401 without a session', async () => {
    const res = await call(t.app, 'PUT', 'registration/details', { body: details });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST registration/email-confirmation/resend', () => {
  it('mails a new link and the earlier one keeps working', async () => {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    await putDetails(token);
    const first = tokenOf((await t.mails(user.email))[0].links[0]);
    expect(ok(await resend(token)).data.confirmationResendsLeft).toBe(2);
    const second = tokenOf((await t.mails(user.email))[0].links[0]);
    expect(second).not.toBe(first);
    expect(ok(await confirmEmail(first)).authToken).toBeTruthy();
    // Confirmed: the other link has nothing left to do.
    expect(errorOf(await confirmEmail(second))).toBe('EMAIL_CONFIRMATION_TOKEN_IS_INVALID');
  });

  it('refuses past the limit with REGISTRATION_CONFIRMATION_RESEND_LIMIT and mails nothing more', async () => {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    await putDetails(token);
    for (let i = 0; i < 3; i++) expect((await resend(token)).json().success).toBe(true);
    const res = await resend(token);
    expect(res.json()).toEqual({ success: false, errorKey: 'REGISTRATION_CONFIRMATION_RESEND_LIMIT' });
    expect(await t.mails(user.email)).toHaveLength(4);
  });

  it('refuses a user not in STEP_2 with WRONG_REGISTRATION_STEP', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    expect((await resend(token)).json().errorKey).toBe('WRONG_REGISTRATION_STEP');
  });

  it('answers 401 with a bad token', async () => {
    expect((await resend('bad-token')).statusCode).toBe(401);
  });
});

describe('confirmation mails per recipient', () => {
  it('sends at most 5 an hour to one address: the 6th is refused with 429 and sent not', async () => {
    const limited = await createTestApp({
      rateLimits: { mailsPerRecipient: DEFAULT_RATE_LIMITS.mailsPerRecipient },
    });
    try {
      const { user, token } = await buildUser(limited.db, { registrationState: 'STEP_1' });
      const saveDetails = () => call(limited.app, 'PUT', 'registration/details', { token, body: details });
      const resendMail = () => call(limited.app, 'POST', 'registration/email-confirmation/resend', { token });
      for (let i = 0; i < 3; i++) ok(await saveDetails());
      for (let i = 0; i < 2; i++) ok(await resendMail());
      const refused = await resendMail();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, errorKey: 'RATE_LIMITED' });
      expect(refused.json().results.retryAfterSeconds).toBeGreaterThan(3500);
      expect((await saveDetails()).statusCode).toBe(429);
      expect(await limited.mails(user.email)).toHaveLength(5);
      // The refused resend was not counted against the resend limit.
      const me = await call(limited.app, 'GET', 'user', { token });
      expect(me.json().results.confirmationResendsLeft).toBe(1);
    } finally {
      await limited.close();
    }
  });
});

describe('POST registration/phone', () => {
  it('is not served while the phone confirmation flag is off', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    const res = await call(t.app, 'POST', 'registration/phone', { token, body: { phone: '4915112345678' } });
    expect(errorOf(res, 404)).toBe('NOT_FOUND');
  });
});
