import { WEBCAST_TOKEN_HEADER } from '@foyer/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { DEFAULT_PASSWORD, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, errorKeyOf, errorOf, fieldsOf, ok } from '../../../test/http.js';
import { rtmpNotify } from '../../../test/rtmp.js';
import { webcastUsers } from '../../db/schema/index.js';
import { RTMP_CALLBACK_PATHS } from '../../platform/rtmp/callbacks.js';
import type { WebcastOptions } from './webcasts.options.js';

const MEDIA: WebcastOptions = {
  rtmpUrl: 'rtmp://media.foyer.test:1935/live',
  relayUrl: 'rtmp://127.0.0.1:1935',
  studioIngestUrl: 'rtmp://127.0.0.1:1935/live',
  callbackSecret: 'users-test-secret',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ webcast: MEDIA });
});
afterAll(() => t.close());

/** An organiser (business plan) with one webcast. */
async function organiserWithWebcast(name = 'Main stage') {
  const organiser = await buildUser(t.db, { plan: 'business' });
  const webcast = ok(
    await call(t.app, 'POST', 'webcasts', { token: organiser.token, body: { name } }),
  ).webcast;
  return { ...organiser, webcast };
}

const person = (role = 'speaker', overrides: object = {}) => ({
  displayName: 'Ada Speaker',
  email: uniqueEmail('ada'),
  role,
  ...overrides,
});

/** Adds a webcast user and answers them with the token of their invitation link. */
async function addUser(token: string, webcastId: string, body = person()) {
  const { user } = ok(await call(t.app, 'POST', `webcasts/${webcastId}/users`, { token, body }));
  const [mail] = await t.mails(body.email);
  const link = new URL(mail!.links[0]!);
  return { user, link, invitation: link.searchParams.get('invitation') ?? '' };
}

/** A console call with the console's own session header. */
const consoleCall = (method: 'GET' | 'POST', path: string, webcastToken?: string, body?: object) =>
  call(t.app, method, path, { headers: webcastToken ? { [WEBCAST_TOKEN_HEADER]: webcastToken } : {}, body });
const sessionOf = async (webcastToken: string) =>
  ok(await consoleCall('GET', 'webcast-console/session', webcastToken)).session;

describe('webcast users', () => {
  it('invites a person by mail with a link to the console, listed as invited', async () => {
    const { token, webcast } = await organiserWithWebcast('Keynote');
    const { user, link } = await addUser(
      token,
      webcast.id,
      person('moderator', { displayName: 'Mo Derator' }),
    );
    expect(user).toMatchObject({
      displayName: 'Mo Derator',
      role: 'moderator',
      status: 'invited',
      lastLoginAt: null,
    });
    expect(`${link.origin}${link.pathname}`).toBe(`${TEST_PUBLIC_URL}/webcast/${webcast.id}`);
    const [mail] = await t.mails(user.email);
    expect(mail!.subject).toContain('Keynote');
    expect(ok(await call(t.app, 'GET', `webcasts/${webcast.id}/users`, { token })).users).toEqual([user]);
  });

  it('refuses an address already on the webcast (in any case), and checks the fields', async () => {
    const { token, webcast } = await organiserWithWebcast();
    const body = person();
    await addUser(token, webcast.id, body);
    const again = await call(t.app, 'POST', `webcasts/${webcast.id}/users`, {
      token,
      body: { ...body, email: body.email.toUpperCase() },
    });
    expect(fieldsOf(again)).toEqual({ email: 'validation.alreadyUsed' });
    const bad = await call(t.app, 'POST', `webcasts/${webcast.id}/users`, {
      token,
      body: { displayName: '', email: 'not-an-address', role: 'host' },
    });
    expect(Object.keys(fieldsOf(bad)).sort()).toEqual(['displayName', 'email', 'role']);
  });

  it('lets the invited person choose a password once, then log in with it', async () => {
    const { token, webcast } = await organiserWithWebcast();
    const body = person('speaker');
    const { invitation } = await addUser(token, webcast.id, body);
    const weak = await call(t.app, 'POST', 'webcast-console/invitation', {
      body: { token: invitation, password: 'short' },
    });
    expect(errorOf(weak)).toBe('PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS');

    const accepted = ok(
      await call(t.app, 'POST', 'webcast-console/invitation', {
        body: { token: invitation, password: DEFAULT_PASSWORD },
      }),
    );
    expect(accepted.webcastId).toBe(webcast.id);
    const session = await sessionOf(accepted.webcastToken);
    expect(session).toMatchObject({
      displayName: 'Ada Speaker',
      role: 'speaker',
      organiser: false,
      webcast: {
        id: webcast.id,
        name: 'Main stage',
        status: 'idle',
        playbackUrl: expect.stringMatching(new RegExp(`^/hls/[^/]+/${webcast.id}\\.m3u8$`)),
      },
      ingest: { serverUrl: MEDIA.rtmpUrl, streamKey: webcast.ingest.streamKey },
    });
    const reused = await call(t.app, 'POST', 'webcast-console/invitation', {
      body: { token: invitation, password: DEFAULT_PASSWORD },
    });
    expect(errorOf(reused)).toBe('INVITATION_TOKEN_IS_INVALID');

    const login = (password: string, webcastId = webcast.id, email = body.email) =>
      call(t.app, 'POST', 'webcast-console/login', { body: { webcastId, email, password } });
    const { webcastToken } = ok(await login(DEFAULT_PASSWORD, webcast.id, body.email.toUpperCase()));
    expect((await sessionOf(webcastToken)).role).toBe('speaker');
    expect(errorOf(await login('Wrong-pass1'))).toBe('NAME_OR_PASSWORD_MISMATCH');
    const other = await organiserWithWebcast('Elsewhere');
    expect(errorOf(await login(DEFAULT_PASSWORD, other.webcast.id))).toBe('NAME_OR_PASSWORD_MISMATCH');
    expect(errorOf(await login(DEFAULT_PASSWORD, 'not-an-id'))).toBe('NAME_OR_PASSWORD_MISMATCH');
    const listed = ok(await call(t.app, 'GET', `webcasts/${webcast.id}/users`, { token })).users;
    expect(listed[0]).toMatchObject({ status: 'active', lastLoginAt: expect.any(String) });
  });

  it('lets nobody in before the invitation is accepted, and not with an old or expired link', async () => {
    const { token, webcast } = await organiserWithWebcast();
    const body = person('viewer');
    const first = await addUser(token, webcast.id, body);
    const login = await call(t.app, 'POST', 'webcast-console/login', {
      body: { webcastId: webcast.id, email: body.email, password: DEFAULT_PASSWORD },
    });
    expect(errorOf(login)).toBe('NAME_OR_PASSWORD_MISMATCH');

    ok(await call(t.app, 'POST', `webcasts/${webcast.id}/users/${first.user.id}/resend`, { token }));
    const [newest] = await t.mails(body.email);
    const second = new URL(newest!.links[0]!).searchParams.get('invitation')!;
    expect(second).not.toBe(first.invitation);
    const accept = (invitation: string) =>
      call(t.app, 'POST', 'webcast-console/invitation', {
        body: { token: invitation, password: DEFAULT_PASSWORD },
      });
    expect(errorOf(await accept(first.invitation))).toBe('INVITATION_TOKEN_IS_INVALID');

    await t.db
      .update(webcastUsers)
      .set({ invitedAt: new Date(Date.now() - 8 * 24 * 3600 * 1000) })
      .where(eq(webcastUsers.id, first.user.id));
    expect(errorOf(await accept(second))).toBe('INVITATION_TOKEN_IS_INVALID');
  });

  it("applies a role change to open sessions at once, and a removal ends them; only viewers don't see the key", async () => {
    const { token, webcast } = await organiserWithWebcast();
    const { user, invitation } = await addUser(token, webcast.id, person('moderator'));
    const { webcastToken } = ok(
      await call(t.app, 'POST', 'webcast-console/invitation', {
        body: { token: invitation, password: DEFAULT_PASSWORD },
      }),
    );
    expect((await sessionOf(webcastToken)).ingest).not.toBeNull();
    const changed = ok(
      await call(t.app, 'PUT', `webcasts/${webcast.id}/users/${user.id}`, {
        token,
        body: { displayName: 'Vi Ewer', role: 'viewer' },
      }),
    ).user;
    expect(changed).toMatchObject({ displayName: 'Vi Ewer', role: 'viewer' });
    expect(await sessionOf(webcastToken)).toMatchObject({
      displayName: 'Vi Ewer',
      role: 'viewer',
      ingest: null,
    });

    ok(await call(t.app, 'DELETE', `webcasts/${webcast.id}/users/${user.id}`, { token }));
    const ended = await consoleCall('GET', 'webcast-console/session', webcastToken);
    expect(errorOf(ended, 401)).toBe('UNAUTHORIZED');
    expect(
      errorOf(await call(t.app, 'DELETE', `webcasts/${webcast.id}/users/${user.id}`, { token }), 404),
    ).toBe('NOT_FOUND');
  });

  it("keeps each account's webcast users to itself", async () => {
    const { token, webcast } = await organiserWithWebcast();
    const { user } = await addUser(token, webcast.id);
    const other = await buildUser(t.db, { plan: 'business' });
    for (const [method, path, body] of [
      ['GET', `webcasts/${webcast.id}/users`, undefined],
      ['POST', `webcasts/${webcast.id}/users`, person()],
      ['PUT', `webcasts/${webcast.id}/users/${user.id}`, { displayName: 'X', role: 'viewer' }],
      ['DELETE', `webcasts/${webcast.id}/users/${user.id}`, undefined],
      ['POST', `webcasts/${webcast.id}/users/${user.id}/resend`, undefined],
      ['POST', `webcasts/${webcast.id}/login-as`, { role: 'moderator' }],
    ] as const)
      expect(
        errorKeyOf(await call(t.app, method, path, { token: other.token, body })),
        `${method} ${path}`,
      ).toBe('NOT_FOUND');
  });
});

describe('the console', () => {
  it('lets the organiser in as each role without a password ("login as"), named after them', async () => {
    const { token, webcast, user } = await organiserWithWebcast();
    for (const role of ['moderator', 'speaker', 'viewer'] as const) {
      const entered = ok(
        await call(t.app, 'POST', `webcasts/${webcast.id}/login-as`, { token, body: { role } }),
      );
      expect(entered.webcastId).toBe(webcast.id);
      const session = await sessionOf(entered.webcastToken);
      expect(session).toMatchObject({
        role,
        organiser: true,
        displayName: `${user.firstName} ${user.lastName}`,
      });
      expect(session.ingest === null).toBe(role === 'viewer');
    }
  });

  it('lets moderators end the broadcast, refusing encoders until one allows it again', async () => {
    const { token, webcast } = await organiserWithWebcast();
    const { ingest } = ok(await call(t.app, 'GET', `webcasts/${webcast.id}`, { token })).webcast;
    const enter = async (role: string) =>
      ok(await call(t.app, 'POST', `webcasts/${webcast.id}/login-as`, { token, body: { role } }))
        .webcastToken as string;
    const moderator = await enter('moderator');
    /** nginx-rtmp's callbacks for an encoder with the webcast's key. */
    const callback = (path: string, call: string) =>
      rtmpNotify(
        t.app,
        path,
        { call, name: ingest.streamKey, clientid: '7', addr: '192.0.2.1' },
        MEDIA.callbackSecret,
      );
    expect((await callback(RTMP_CALLBACK_PATHS.publish, 'publish')).statusCode).toBe(302);
    expect((await sessionOf(moderator)).webcast).toMatchObject({ status: 'live', held: false });

    // Speakers and viewers cannot; the broadcast goes on.
    for (const role of ['speaker', 'viewer'])
      for (const action of ['end', 'allow'])
        expect(
          errorOf(await consoleCall('POST', `webcast-console/broadcast/${action}`, await enter(role)), 403),
          `${role} ${action}`,
        ).toBe('FORBIDDEN');
    expect((await sessionOf(moderator)).webcast.status).toBe('live');

    const ended = ok(await consoleCall('POST', 'webcast-console/broadcast/end', moderator)).session;
    expect(ended.webcast).toMatchObject({ status: 'ended', held: true });
    expect(ended.webcast.endedAt).not.toBeNull();
    // The running encoder is stopped at its next check, and neither it nor another may come back.
    expect((await callback(RTMP_CALLBACK_PATHS.update, 'update_publish')).statusCode).toBe(403);
    expect((await callback(RTMP_CALLBACK_PATHS.publish, 'publish')).statusCode).toBe(403);
    expect(ok(await call(t.app, 'GET', `webcasts/${webcast.id}`, { token })).webcast).toMatchObject({
      status: 'ended',
      held: true,
    });

    const allowed = ok(await consoleCall('POST', 'webcast-console/broadcast/allow', moderator)).session;
    expect(allowed.webcast).toMatchObject({ status: 'ended', held: false });
    expect((await callback(RTMP_CALLBACK_PATHS.publish, 'publish')).statusCode).toBe(302);
    expect((await sessionOf(moderator)).webcast.status).toBe('live');
    expect(errorOf(await consoleCall('POST', 'webcast-console/broadcast/end'), 401)).toBe('UNAUTHORIZED');

    // The organiser may allow it again from the webcast's page too; nobody else's organiser may.
    ok(await consoleCall('POST', 'webcast-console/broadcast/end', moderator));
    const stranger = await buildUser(t.db, { plan: 'business' });
    expect(
      errorOf(
        await call(t.app, 'POST', `webcasts/${webcast.id}/broadcast/allow`, { token: stranger.token }),
        404,
      ),
    ).toBe('NOT_FOUND');
    expect((await sessionOf(moderator)).webcast.held).toBe(true);
    const page = ok(await call(t.app, 'POST', `webcasts/${webcast.id}/broadcast/allow`, { token })).webcast;
    expect(page).toMatchObject({ id: webcast.id, held: false });
    expect((await sessionOf(moderator)).webcast.held).toBe(false);
  });

  it('ends a session by logout, and every session with its webcast', async () => {
    const { token, webcast } = await organiserWithWebcast();
    const enter = async () =>
      ok(await call(t.app, 'POST', `webcasts/${webcast.id}/login-as`, { token, body: { role: 'moderator' } }))
        .webcastToken as string;
    const first = await enter();
    ok(await consoleCall('POST', 'webcast-console/logout', first));
    expect(errorOf(await consoleCall('GET', 'webcast-console/session', first), 401)).toBe('UNAUTHORIZED');

    const second = await enter();
    ok(await call(t.app, 'DELETE', `assets/item/${webcast.id}`, { token }));
    expect(errorOf(await consoleCall('GET', 'webcast-console/session', second), 401)).toBe('UNAUTHORIZED');
    expect(errorOf(await consoleCall('GET', 'webcast-console/session', 'made-up-token'), 401)).toBe(
      'UNAUTHORIZED',
    );
    // An organiser's own session is not a console session.
    expect(errorOf(await call(t.app, 'GET', 'webcast-console/session', { token }), 401)).toBe('UNAUTHORIZED');
  });
});
