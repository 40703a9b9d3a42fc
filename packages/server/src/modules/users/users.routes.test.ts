import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: token ? { authToken: token } : {} });

describe('GET user', () => {
  it('answers the complete user in results.data, with plan and quotas, and nothing else', async () => {
    const { user, token } = await buildUser(t.db, { plan: 'business' });
    const res = await get('user', token);
    expect(res.statusCode).toBe(200);
    const data = res.json().results.data;
    expect(data).toMatchObject({
      id: user.id,
      email: user.email,
      status: 'LOGGED_IN',
      premium: true,
      business: true,
      plan: 'business',
      maxSubAccounts: 5,
      events: 0,
    });
    expect(data).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('answers REGISTRATION_INCOMPLETE with the user as results while registering', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_2' });
    const body = (await get('user', token)).json();
    expect(body.success).toBe(false);
    expect(body.errorKey).toBe('REGISTRATION_INCOMPLETE');
    expect(body.results.status).toBe('STEP_2');
    expect(body.results).not.toHaveProperty('data');
  });

  it('answers 401 without a token and with a bad one', async () => {
    expect((await get('user')).statusCode).toBe(401);
    expect((await get('user', 'x'.repeat(43))).json()).toEqual({ success: false, errorKey: 'UNAUTHORIZED' });
  });
});

describe('GET user/chatId', () => {
  it('answers a stable id per user', async () => {
    const { token } = await buildUser(t.db);
    const a = (await get('user/chatId', token)).json().results.zammadChatId;
    const b = (await get('user/chatId', token)).json().results.zammadChatId;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toBe(b);
    const other = await buildUser(t.db);
    expect((await get('user/chatId', other.token)).json().results.zammadChatId).not.toBe(a);
  });

  it('answers 401 without a token', async () => {
    expect((await get('user/chatId')).statusCode).toBe(401);
  });
});

describe('PUT user/language', () => {
  const put = (payload: object, token?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/v1/user/language',
      payload,
      headers: token ? { authToken: token } : {},
    });

  it('remembers the language', async () => {
    const { token } = await buildUser(t.db);
    const res = await put({ language: 'de' }, token);
    expect(res.json().results.data.language).toBe('de');
    expect((await get('user', token)).json().results.data.language).toBe('de');
  });

  it('answers 400 for an unknown language', async () => {
    const { token } = await buildUser(t.db);
    const res = await put({ language: 'xx' }, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().results.fields).toHaveProperty('language');
  });

  it('answers 401 without a token', async () => {
    expect((await put({ language: 'de' })).statusCode).toBe(401);
  });
});
