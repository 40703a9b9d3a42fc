import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { createSession } from '../auth/auth.service.js';

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

describe('PUT user/profile', () => {
  const put = (body: object, token?: string) => call(t.app, 'PUT', 'user/profile', { body, token });

  it("changes the person's own name, trimmed, and answers the user", async () => {
    const { token } = await buildUser(t.db);
    const res = await put({ firstName: '  Grace ', lastName: 'Hopper' }, token);
    expect(ok(res).data.profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      company: 'Acme Events',
    });
    expect(ok(await get('user', token)).data.profile).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
    });
  });

  it("lets a sub-account change its own name, not its main account's", async () => {
    const main = await buildUser(t.db, { plan: 'business' });
    const sub = await buildUser(t.db, { mainAccountId: main.user.id });
    expect(ok(await put({ firstName: 'Bob', lastName: 'Byte' }, sub.token)).data.profile.firstName).toBe(
      'Bob',
    );
    expect(ok(await get('user', main.token)).data.profile.firstName).toBe('Ada');
  });

  it('answers field errors for empty or too long names and unknown fields', async () => {
    const { token } = await buildUser(t.db);
    expect(fieldsOf(await put({ firstName: ' ', lastName: 'x'.repeat(101) }, token))).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.maxLength',
    });
    expect((await put({ firstName: 'A', lastName: 'B', email: 'x@y.com' }, token)).statusCode).toBe(400);
    expect(ok(await get('user', token)).data.profile.firstName).toBe('Ada');
  });

  it('answers 401 without a token', async () => {
    expect((await put({ firstName: 'A', lastName: 'B' })).statusCode).toBe(401);
  });
});

describe('POST user/sessions/logout-all', () => {
  const logoutAll = (token?: string) => call(t.app, 'POST', 'user/sessions/logout-all', { token });

  it("ends every other session of the user and keeps the current one and other users' sessions", async () => {
    const { user, token } = await buildUser(t.db);
    const deps = { db: t.db, publicUrl: TEST_PUBLIC_URL };
    const second = await createSession(deps, user.id);
    const third = await createSession(deps, user.id);
    const other = await buildUser(t.db);
    expect(ok(await logoutAll(token))).toEqual({});
    expect(ok(await get('user', token)).data.id).toBe(user.id);
    expect((await get('user', second)).statusCode).toBe(401);
    expect((await get('user', third)).statusCode).toBe(401);
    expect(ok(await get('user', other.token)).data.id).toBe(other.user.id);
  });

  it('answers 401 without a token', async () => {
    expect((await logoutAll()).statusCode).toBe(401);
  });
});
