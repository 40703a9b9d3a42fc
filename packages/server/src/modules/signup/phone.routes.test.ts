import { BUILD_FLAGS } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp, tokenOf } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call } from '../../../test/http.js';
import { InvalidPhoneNumberError, type SmsSender, outboxSms } from '../../platform/sms/sms.js';

// The phone step is behind a build flag that is off; these tests switch it on for their app.
let t: TestApp;
let off: TestApp;
const UNREACHABLE = '15005550001';
const sms: SmsSender = {
  async send(to, body, db) {
    if (to === UNREACHABLE) throw new InvalidPhoneNumberError('not a mobile number');
    await outboxSms.send(to, body, db);
  },
};
beforeAll(async () => {
  t = await createTestApp({ flags: { ...BUILD_FLAGS, phoneConfirmation: true }, sms });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const post = (app: TestApp, path: string, token: string, body?: object) =>
  call(app.app, 'POST', path, { token, body });

async function lastCode(phone: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/sms?to=${phone}` });
  const [message] = res.json().messages;
  return /\d{6}/.exec(message.body)![0];
}

describe('email confirmation with the phone flag on', () => {
  it('moves to STEP_3 and holds the welcome mail back', async () => {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_1' });
    await call(t.app, 'PUT', 'registration/details', {
      token,
      body: {
        firstName: 'A',
        lastName: 'B',
        company: 'C',
        address1: 'D',
        zip: '1',
        country: 'US',
        agreement: true,
      },
    });
    const [mail] = await t.mails(user.email);
    const confirmed = await call(t.app, 'POST', 'auth/confirmation/email', {
      body: { token: tokenOf(mail.links[0]) },
    });
    const session = confirmed.json().results.authToken;
    const me = await call(t.app, 'GET', 'user', { token: session });
    expect(me.json()).toMatchObject({ errorKey: 'REGISTRATION_INCOMPLETE', results: { status: 'STEP_3' } });
    expect((await t.mails(user.email)).map((m) => m.template)).not.toContain('welcome');
  });
});

describe('POST registration/phone', () => {
  it('texts a six-digit code in the user language and stores the phone', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3', language: 'de' });
    const res = await post(t, 'registration/phone', token, { phone: '491701234567' });
    expect(res.json()).toMatchObject({
      success: true,
      results: { data: { profile: { phone: '491701234567' } } },
    });
    const sent = await t.app.inject({ method: 'GET', url: '/dev/mailbox/sms?to=491701234567' });
    expect(sent.json().messages[0].body).toMatch(/^Ihr Foyer-Code lautet \d{6}\./);
  });

  it('answers INVALID_PHONE_NUMBER when the provider cannot reach the number', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    const res = await post(t, 'registration/phone', token, { phone: UNREACHABLE });
    expect(res.json()).toEqual({ success: false, errorKey: 'INVALID_PHONE_NUMBER' });
  });

  it('refuses a number with a plus or a leading zero as a validation failure', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    for (const phone of ['+491701234567', '01701234567']) {
      const res = await post(t, 'registration/phone', token, { phone });
      expect(res.statusCode).toBe(400);
      expect(res.json().results.fields).toEqual({ phone: 'validation.phone' });
    }
  });

  it('refuses a user who is not in the phone step', async () => {
    const { token } = await buildUser(t.db);
    const res = await post(t, 'registration/phone', token, { phone: '491701234568' });
    expect(res.json()).toEqual({ success: false, errorKey: 'WRONG_REGISTRATION_STEP' });
  });

  it('answers 404 while the flag is off', async () => {
    const { token } = await buildUser(off.db, { registrationState: 'STEP_3' });
    expect((await post(off, 'registration/phone', token, { phone: '491701234567' })).statusCode).toBe(404);
    expect((await post(off, 'registration/phone/confirmation', token, { code: '123456' })).statusCode).toBe(
      404,
    );
  });
});

describe('POST registration/phone/confirmation', () => {
  it('completes the registration with the right code and mails the welcome', async () => {
    const { user, token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    await post(t, 'registration/phone', token, { phone: '491701230001' });
    const res = await post(t, 'registration/phone/confirmation', token, {
      code: await lastCode('491701230001'),
    });
    expect(res.json()).toMatchObject({ success: true, results: { data: { status: 'LOGGED_IN' } } });
    expect((await t.mails(user.email)).map((m) => m.template)).toContain('welcome');
  });

  it('refuses a wrong code, and the right one after five wrong tries', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    await post(t, 'registration/phone', token, { phone: '491701230002' });
    const code = await lastCode('491701230002');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await post(t, 'registration/phone/confirmation', token, { code: wrong })).json()).toEqual({
        success: false,
        errorKey: 'INVALID_SMS_CODE',
      });
    }
    expect((await post(t, 'registration/phone/confirmation', token, { code })).json().errorKey).toBe(
      'INVALID_SMS_CODE',
    );
  });

  it('takes only the newest code', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    await post(t, 'registration/phone', token, { phone: '491701230003' });
    const first = await lastCode('491701230003');
    await post(t, 'registration/phone', token, { phone: '491701230004' });
    const second = await lastCode('491701230004');
    if (first !== second) {
      expect((await post(t, 'registration/phone/confirmation', token, { code: first })).json().errorKey).toBe(
        'INVALID_SMS_CODE',
      );
    }
    expect((await post(t, 'registration/phone/confirmation', token, { code: second })).json().success).toBe(
      true,
    );
  });

  it('answers 400 for a code that is not six digits', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_3' });
    const res = await post(t, 'registration/phone/confirmation', token, { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toEqual({ code: 'validation.code' });
  });
});
