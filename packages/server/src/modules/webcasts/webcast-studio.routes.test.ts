import { WEBCAST_TOKEN_HEADER, type WebcastStudio } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, errorKeyOf, ok } from '../../../test/http.js';
import { rtmpNotify } from '../../../test/rtmp.js';
import { RTMP_CALLBACK_PATHS } from '../../platform/rtmp/callbacks.js';
import type { WebcastOptions } from './webcasts.options.js';
import type { Presenter, Studio } from './webcasts.studio.js';

const MEDIA: WebcastOptions = {
  rtmpUrl: 'rtmp://media.foyer.test:1935/live',
  relayUrl: 'rtmp://127.0.0.1:1935',
  studioIngestUrl: 'rtmp://127.0.0.1:1935/live',
  callbackSecret: 'studio-test-secret',
};

/**
 * A studio that keeps presenters in memory and records what it is told: the rights and rules of
 * the console calls are tested here; the real one (Janus, ffmpeg) in the webcast journey.
 */
function recordingStudio() {
  const joined = new Map<string, Presenter & { id: string }>();
  const aired: { webcastId: string; feedId: string | null; streamKey?: string }[] = [];
  let onAir: string | null = null;
  const studio: Studio = {
    state: (webcastId, tokenHash): WebcastStudio => {
      const presenters = [...joined.values()].filter((p) => p.webcastId === webcastId);
      return {
        available: true,
        you: joined.get(tokenHash)?.id ?? null,
        onAir,
        presenters: presenters.map((p) => ({
          id: p.id,
          displayName: p.displayName,
          role: p.role as 'speaker',
          ready: true,
        })),
      };
    },
    async join(who, offer) {
      const id = String(joined.size + 1);
      joined.set(who.tokenHash, { ...who, id });
      return { answer: `answer to ${offer}`, feedId: id };
    },
    async leave(_webcastId, tokenHash) {
      joined.delete(tokenHash);
    },
    async putOnAir(webcastId, feedId, streamKey) {
      aired.push({ webcastId, feedId, streamKey });
      onAir = feedId;
    },
    isOnAir: () => onAir !== null,
    async stopAir(webcastId) {
      aired.push({ webcastId, feedId: null });
      onAir = null;
    },
    close: async () => undefined,
  };
  return { studio, aired };
}

let t: TestApp;
let plain: TestApp;
const { studio, aired } = recordingStudio();
beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestApp({ webcast: MEDIA, studio }),
    createTestApp({ webcast: MEDIA }),
  ]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

/** An organiser's webcast on `app`, and a console session per role by "login as". */
async function consoles(app: TestApp) {
  const organiser = await buildUser(app.db, { plan: 'business' });
  const { webcast } = ok(
    await call(app.app, 'POST', 'webcasts', { token: organiser.token, body: { name: 'Stage' } }),
  );
  const enter = async (role: string) =>
    ok(
      await call(app.app, 'POST', `webcasts/${webcast.id}/login-as`, {
        token: organiser.token,
        body: { role },
      }),
    ).webcastToken as string;
  return {
    organiser,
    webcast,
    moderator: await enter('moderator'),
    speaker: await enter('speaker'),
    viewer: await enter('viewer'),
  };
}

const consoleCall = (app: TestApp, method: 'GET' | 'POST', path: string, token: string, body?: object) =>
  call(app.app, method, `webcast-console/${path}`, { headers: { [WEBCAST_TOKEN_HEADER]: token }, body });

describe('the browser studio', () => {
  it('lets moderators and speakers present; a moderator alone puts one on air, switches and stops', async () => {
    const { webcast, moderator, speaker, viewer } = await consoles(t);
    const joined = ok(await consoleCall(t, 'POST', 'studio/join', speaker, { sdp: 'v=0 offer' }));
    expect(joined.sdp).toBe('answer to v=0 offer');
    expect(joined.studio.you).toBe(joined.feedId);
    expect(ok(await consoleCall(t, 'GET', 'studio', moderator)).studio.presenters).toHaveLength(1);

    // Viewers neither present nor see the studio; speakers do not put anyone on air.
    expect(errorKeyOf(await consoleCall(t, 'GET', 'studio', viewer))).toBe('FORBIDDEN');
    expect(errorKeyOf(await consoleCall(t, 'POST', 'studio/join', viewer, { sdp: 'v=0' }))).toBe('FORBIDDEN');
    const byspeaker = await consoleCall(t, 'POST', 'studio/air', speaker, { feedId: joined.feedId });
    expect(errorKeyOf(byspeaker)).toBe('FORBIDDEN');
    expect(aired).toHaveLength(0);

    // The moderator puts the speaker on air with the webcast's own stream key, then stops.
    const live = ok(await consoleCall(t, 'POST', 'studio/air', moderator, { feedId: joined.feedId }));
    expect(live.studio.onAir).toBe(joined.feedId);
    expect(aired.at(-1)).toMatchObject({ webcastId: webcast.id, feedId: joined.feedId });
    expect(aired.at(-1)!.streamKey).toMatch(/^fyr_/);
    ok(await consoleCall(t, 'POST', 'studio/air', moderator, { feedId: null }));
    expect(aired.at(-1)).toEqual({ webcastId: webcast.id, feedId: null });

    // Leaving (or logging out) takes the presenter out of the studio.
    expect(ok(await consoleCall(t, 'POST', 'studio/leave', speaker)).studio.you).toBeNull();
  });

  it('does not go on air while an encoder broadcasts or after a moderator ended the broadcast', async () => {
    const { webcast, moderator, speaker, organiser } = await consoles(t);
    const { feedId } = ok(await consoleCall(t, 'POST', 'studio/join', speaker, { sdp: 'v=0' }));
    const { ingest } = ok(
      await call(t.app, 'GET', `webcasts/${webcast.id}`, { token: organiser.token }),
    ).webcast;
    const before = aired.length;

    // An encoder (OBS) is live with the key: the studio waits.
    const published = await rtmpNotify(
      t.app,
      RTMP_CALLBACK_PATHS.publish,
      { call: 'publish', name: ingest.streamKey, clientid: '7', addr: '192.0.2.1' },
      MEDIA.callbackSecret,
    );
    expect(published.statusCode).toBe(302);
    const busy = await consoleCall(t, 'POST', 'studio/air', moderator, { feedId });
    expect(errorKeyOf(busy)).toBe('BROADCAST_BUSY');

    // A moderator ends it (held): the studio is refused until going live is allowed again.
    ok(await consoleCall(t, 'POST', 'broadcast/end', moderator));
    expect(errorKeyOf(await consoleCall(t, 'POST', 'studio/air', moderator, { feedId }))).toBe(
      'BROADCAST_HELD',
    );
    expect(aired.length).toBe(before + 1); // ending the broadcast took the studio off air, nothing else
    expect(aired.at(-1)).toEqual({ webcastId: webcast.id, feedId: null });
  });

  it('checks the offer, and says when the server has no studio', async () => {
    const { moderator, speaker } = await consoles(t);
    expect(errorKeyOf(await consoleCall(t, 'POST', 'studio/join', speaker, { sdp: '' }))).toBe(
      'VALIDATION_FAILED',
    );
    expect(
      errorKeyOf(await consoleCall(t, 'POST', 'studio/join', speaker, { sdp: 'x'.repeat(40_001) })),
    ).toBe('VALIDATION_FAILED');
    expect(errorKeyOf(await consoleCall(t, 'POST', 'studio/air', moderator, { feedId: 'nope', x: 1 }))).toBe(
      'VALIDATION_FAILED',
    );

    const other = await consoles(plain);
    expect(ok(await consoleCall(plain, 'GET', 'studio', other.speaker)).studio).toEqual({
      available: false,
      you: null,
      onAir: null,
      presenters: [],
    });
    const join = await consoleCall(plain, 'POST', 'studio/join', other.speaker, { sdp: 'v=0' });
    expect(errorKeyOf(join)).toBe('VIDEO_NOT_CONFIGURED');
    const air = await consoleCall(plain, 'POST', 'studio/air', other.moderator, { feedId: null });
    expect(errorKeyOf(air)).toBe('VIDEO_NOT_CONFIGURED');
  });
});
