import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildUser } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { freePort } from '../launch/process.js';
import { listenForRtmpCallbacks } from './callback-listener.js';
import { RTMP_CALLBACK_PATHS } from './callbacks.js';

const MEDIA = {
  rtmpUrl: 'rtmp://127.0.0.1:1935/live',
  relayUrl: 'rtmp://127.0.0.1:1935',
  studioIngestUrl: 'rtmp://127.0.0.1:1935/live',
  callbackSecret: 'callback-listener-secret',
};

let t: TestApp;
let base: string;
let listener: { close(): Promise<void> };
beforeAll(async () => {
  t = await createTestApp({ webcast: MEDIA });
  const port = await freePort();
  listener = await listenForRtmpCallbacks(t.app, port);
  base = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await listener.close();
  await t.close();
});

/** nginx-rtmp's notification to the listener: a form POST, redirects not followed. */
const notify = (path: string, form: Record<string, string>, secret = MEDIA.callbackSecret) =>
  fetch(`${base}${path}?secret=${secret}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ app: 'live', addr: '192.0.2.7', clientid: '3', ...form }).toString(),
    redirect: 'manual',
  });

describe('the loopback listener of the media server callbacks', () => {
  it("answers nginx-rtmp's callbacks as the app does, on a port of its own", async () => {
    const { token } = await buildUser(t.db, { plan: 'business' });
    const made = ok(await call(t.app, 'POST', 'webcasts', { token, body: { name: 'Stage' } })).webcast;
    const accepted = await notify(RTMP_CALLBACK_PATHS.publish, {
      call: 'publish',
      name: made.ingest.streamKey,
    });
    expect(accepted.status).toBe(302);
    expect(accepted.headers.get('location')).toBe(`${MEDIA.relayUrl}/show/${made.id}`);
    const update = await notify(RTMP_CALLBACK_PATHS.update, {
      call: 'update_publish',
      name: made.ingest.streamKey,
    });
    expect(update.status).toBe(200);
    expect((await notify(RTMP_CALLBACK_PATHS.publish, { call: 'publish', name: 'fyr_wrong' })).status).toBe(
      403,
    );
    expect(
      (await notify(RTMP_CALLBACK_PATHS.publish, { call: 'publish', name: made.ingest.streamKey }, 'wrong'))
        .status,
    ).toBe(403);
  });

  it('serves nothing else: the API and pages stay on the public port', async () => {
    expect((await fetch(`${base}/api/v1/webcasts`)).status).toBe(404);
    expect((await fetch(`${base}/api/v1/auth/login`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
