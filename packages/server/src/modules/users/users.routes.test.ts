import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (path: string, token?: string) => call(t.app, 'GET', path, { token });

describe('GET user', () => {
  it('answers the complete user in results.data, with plan and quotas, and nothing else', async () => {
    const { user, token } = await buildUser(t.db, { plan: 'business' });
    const res = await get('user', token);
    const { data } = ok(res);
    expect(data).toMatchObject({
      id: user.id,
      email: user.email,
      status: 'LOGGED_IN',
      premium: true,
      business: true,
      plan: 'business',
      maxSubAccounts: 5,
      subAccountsLeft: 5,
      events: 0,
    });
    expect(data).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(res.json())).not.toContain('argon2');
  });

  it('answers REGISTRATION_INCOMPLETE with the user as results while registering', async () => {
    const { token } = await buildUser(t.db, { registrationState: 'STEP_2' });
    const res = await get('user', token);
    expect(errorOf(res)).toBe('REGISTRATION_INCOMPLETE');
    const body = res.json();
    expect(body.results.status).toBe('STEP_2');
    expect(body.results).not.toHaveProperty('data');
  });

  it('answers 401 without a token and with a bad one', async () => {
    expect((await get('user')).statusCode).toBe(401);
    expect(errorOf(await get('user', 'x'.repeat(43)), 401)).toBe('UNAUTHORIZED');
  });
});

describe('GET user/chatId', () => {
  it('answers a stable id per user', async () => {
    const { token } = await buildUser(t.db);
    const a = ok(await get('user/chatId', token)).zammadChatId;
    const b = ok(await get('user/chatId', token)).zammadChatId;
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(a).toBe(b);
    const other = await buildUser(t.db);
    expect(ok(await get('user/chatId', other.token)).zammadChatId).not.toBe(a);
  });

  it('answers 401 without a token', async () => {
    expect((await get('user/chatId')).statusCode).toBe(401);
  });
});

describe('PUT user/language', () => {
  const put = (body: object, token?: string) => call(t.app, 'PUT', 'user/language', { body, token });

  it('remembers the language', async () => {
    const { token } = await buildUser(t.db);
    const res = await put({ language: 'de' }, token);
    expect(ok(res).data.language).toBe('de');
    expect(ok(await get('user', token)).data.language).toBe('de');
  });

  it('answers 400 for an unknown language', async () => {
    const { token } = await buildUser(t.db);
    expect(fieldsOf(await put({ language: 'xx' }, token))).toHaveProperty('language');
  });

  it('answers 401 without a token', async () => {
    expect((await put({ language: 'de' })).statusCode).toBe(401);
  });
});
