import { timingSafeEqual } from 'node:crypto';
import fastifyStatic from '@fastify/static';
import { WEBCAST_TOKEN_HEADER, webcastConsoleApi, webcastsApi } from '@foyer/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';
import { tenantIdOf } from '../../plugins/auth.js';
import type { MediaOptions } from '../assets/assets.service.js';
import { route } from '../../plugins/contract.js';
import { limitOf } from '../../plugins/rate-limit.js';
import { resolveVisitor, visitorTokenOf } from '../../plugins/visitor-auth.js';
import { sendApiNotFound } from '../../plugins/error-handler.js';
import { RTMP_CALLBACK_PATHS } from '../../platform/rtmp/callbacks.js';
import type { WebcastOptions } from './webcasts.options.js';
import type { Studio } from './webcasts.studio.js';
import { importRecording, leftRecordings } from './webcasts.recordings.js';
import type { RecordingDeps } from './webcasts.recordings.js';
import { type PlaybackOptions, isValidPlaybackToken } from './webcasts.playback.js';
import * as qaService from './webcast-qa.service.js';
import * as studioService from './webcast-studio.service.js';
import * as usersService from './webcast-users.service.js';
import type { Webcaster } from './webcast-users.service.js';
import * as webcastsService from './webcasts.service.js';
import type { WebcastDeps } from './webcasts.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The console session of a `webcaster` route, resolved before its input is checked. */
    webcaster?: Webcaster;
  }
}

/** webcasts/* (`webcastsApi`): the account's webcasts and their ingest settings. */
export async function webcastsRoutes(
  app: FastifyInstance,
  opts: { webcast?: WebcastOptions; playback: PlaybackOptions; studio?: Studio },
) {
  const deps: WebcastDeps = {
    ...app.deps,
    // Set once the realtime server is attached, after the routes (notices and viewers go through it).
    get sockets() {
      return app.deps.sockets;
    },
    webcast: opts.webcast,
    playback: opts.playback,
    studio: opts.studio,
  };

  route(app, webcastsApi.list, ({ auth }) => webcastsService.listWebcasts(deps, tenantIdOf(auth)));

  route(app, webcastsApi.create, async ({ auth, body }) => ({
    webcast: await webcastsService.createWebcast(deps, tenantIdOf(auth), body),
  }));

  route(app, webcastsApi.get, async ({ auth, params }) => ({
    webcast: await webcastsService.getWebcast(deps, tenantIdOf(auth), params.id),
  }));

  route(app, webcastsApi.rotateKey, async ({ auth, params }) => ({
    webcast: await webcastsService.rotateKey(deps, tenantIdOf(auth), params.id),
  }));

  route(app, webcastsApi.allowBroadcast, async ({ auth, params }) => ({
    webcast: await webcastsService.allowBroadcast(deps, tenantIdOf(auth), params.id),
  }));

  route(app, webcastsApi.users, ({ auth, params }) =>
    usersService.listUsers(deps, tenantIdOf(auth), params.id),
  );

  route(app, webcastsApi.addUser, async ({ auth, params, body }) => ({
    user: (await usersService.addUser(deps, tenantIdOf(auth), params.id, body)).user,
  }));

  route(app, webcastsApi.updateUser, async ({ auth, params, body }) => ({
    user: await usersService.updateUser(deps, tenantIdOf(auth), params.id, params.userId, body),
  }));

  route(app, webcastsApi.removeUser, async ({ auth, params }) => {
    await usersService.removeUser(deps, tenantIdOf(auth), params.id, params.userId);
    return {};
  });

  route(app, webcastsApi.resendUser, async ({ auth, params }) => ({
    user: (await usersService.resendInvitation(deps, tenantIdOf(auth), params.id, params.userId)).user,
  }));

  route(app, webcastsApi.loginAs, ({ auth, params, body }) =>
    usersService.loginAs(deps, auth.user, tenantIdOf(auth), params.id, body.role),
  );

  route(app, webcastsApi.playback, async ({ params, request, reply }) => {
    const { event } = await resolveVisitor(deps, {
      pageCode: params.pageCode,
      visitorToken: visitorTokenOf(request),
    });
    reply.header('cache-control', 'no-store');
    return { playback: await webcastsService.visitorPlayback(deps, event, params.id) };
  });

  // The console of webcast users: its own session (webcastToken), decided at each call before its
  // input is checked (401 before 400, as for the other accesses), once per request.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.contract?.access !== 'webcaster') return;
    const header = request.headers[WEBCAST_TOKEN_HEADER.toLowerCase()];
    request.webcaster = await usersService.resolveWebcaster(
      deps,
      typeof header === 'string' ? header : undefined,
    );
  });
  const webcaster = (request: FastifyRequest): Webcaster => {
    if (!request.webcaster) throw new AppError('UNAUTHORIZED');
    return request.webcaster;
  };
  const loginLimit = { config: limitOf(app.rateLimits.login) };

  route(app, webcastConsoleApi.login, ({ body }) => usersService.login(deps, body), loginLimit);

  route(
    app,
    webcastConsoleApi.acceptInvitation,
    ({ body }) => usersService.acceptInvitation(deps, body),
    loginLimit,
  );

  route(app, webcastConsoleApi.session, async ({ request }) => ({
    session: await usersService.consoleSession(deps, webcaster(request)),
  }));

  route(app, webcastConsoleApi.endBroadcast, async ({ request }) => ({
    session: await usersService.holdBroadcast(deps, webcaster(request), true),
  }));

  route(app, webcastConsoleApi.allowBroadcast, async ({ request }) => ({
    session: await usersService.holdBroadcast(deps, webcaster(request), false),
  }));

  route(app, webcastConsoleApi.talks, async ({ request }) => ({
    talks: await qaService.consoleTalks(deps, webcaster(request)),
  }));

  route(app, webcastConsoleApi.questions, async ({ request, query }) => ({
    questions: await qaService.consoleQuestions(deps, webcaster(request), query),
  }));

  route(app, webcastConsoleApi.moderateQuestion, async ({ request, params, body }) => ({
    question: await qaService.moderateQuestion(deps, webcaster(request), params.questionId, body),
  }));

  route(app, webcastConsoleApi.polls, async ({ request, query }) => ({
    polls: await qaService.consolePolls(deps, webcaster(request), query),
  }));

  route(app, webcastConsoleApi.createPoll, async ({ request, body }) => ({
    poll: await qaService.createPoll(deps, webcaster(request), body),
  }));

  route(app, webcastConsoleApi.closePoll, async ({ request, params, body }) => ({
    poll: await qaService.closePoll(deps, webcaster(request), params.pollId, body.eventId),
  }));

  route(app, webcastConsoleApi.slides, async ({ request }) => ({
    slides: await usersService.consoleSlides(deps, webcaster(request)),
  }));

  route(app, webcastConsoleApi.showSlide, async ({ request, body }) => ({
    session: await usersService.showSlide(deps, webcaster(request), body.slideId),
  }));

  route(app, webcastConsoleApi.notice, async ({ request, body }) => ({
    session: await usersService.postNotice(deps, webcaster(request), body.text),
  }));

  route(app, webcastConsoleApi.studio, async ({ request }) => ({
    studio: studioService.studioOf(deps, webcaster(request)),
  }));

  route(app, webcastConsoleApi.studioJoin, async ({ request, body }) =>
    studioService.joinStudio(deps, webcaster(request), body.sdp),
  );

  route(app, webcastConsoleApi.studioLeave, async ({ request }) => ({
    studio: await studioService.leaveStudio(deps, webcaster(request)),
  }));

  route(app, webcastConsoleApi.studioAir, async ({ request, body }) => ({
    studio: await studioService.airStudio(deps, webcaster(request), body.feedId),
  }));

  route(app, webcastConsoleApi.logout, async ({ request }) => {
    await usersService.logout(deps, webcaster(request));
    return {};
  });
}

/** Fields of an nginx-rtmp notification (a form-encoded POST). */
type RtmpNotification = { name?: string; clientid?: string; addr?: string };

const sameSecret = (given: unknown, secret: string) => {
  const a = Buffer.from(typeof given === 'string' ? given : '');
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The media server's side (not part of the API): its publish callbacks, checked by the secret of
 * its configuration, and the HLS it makes, at /hls/ (the path a CDN fronts). Without a media server
 * both answer 404.
 */
export async function webcastMediaRoutes(
  app: FastifyInstance,
  opts: { webcast?: WebcastOptions; media: MediaOptions; playback: PlaybackOptions },
) {
  const { webcast } = opts;
  const deps = app.deps;
  const recordings = webcast?.recordingsDir
    ? recordingImports({ ...deps, ...opts.media, log: app.log }, webcast.recordingsDir, app.log)
    : undefined;
  // What a crash or a stop left unimported, once the app is up.
  if (recordings) app.addHook('onReady', async () => void recordings.importLeft());
  app.addHook('onClose', async () => recordings?.close());
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  /** The notification's fields when the caller holds the secret, else answers 403 and null. */
  const notification = (request: FastifyRequest, reply: FastifyReply) => {
    const { secret } = request.query as { secret?: string };
    if (!webcast || !sameSecret(secret, webcast.callbackSecret)) {
      reply.code(403).send();
      return null;
    }
    const form = (request.body ?? {}) as RtmpNotification;
    return { key: form.name ?? '', publisher: { clientId: form.clientid ?? '', addr: form.addr ?? '' } };
  };
  const hidden = { schema: { hide: true } };

  app.post(RTMP_CALLBACK_PATHS.publish, hidden, async (request, reply) => {
    const n = notification(request, reply);
    if (!n || !webcast) return reply;
    const id = await webcastsService.acceptPublish(deps, n.key, n.publisher);
    if (!id) return reply.code(403).send();
    // Relayed into the application named by the webcast id: the key names no public stream.
    return reply.code(302).header('location', `${webcast.relayUrl}/show/${id}`).send();
  });

  app.post(RTMP_CALLBACK_PATHS.update, hidden, async (request, reply) => {
    const n = notification(request, reply);
    if (!n) return reply;
    // nginx also sends its own relay's session into `show` (update_play): that one always goes on.
    if ((request.body as { call?: string } | undefined)?.call !== 'update_publish')
      return reply.code(200).send();
    const going = await webcastsService.keepPublishing(deps, n.key, n.publisher);
    return reply.code(going ? 200 : 403).send();
  });

  app.post(RTMP_CALLBACK_PATHS.publishDone, hidden, async (request, reply) => {
    const n = notification(request, reply);
    if (!n) return reply;
    await webcastsService.endPublish(deps, n.publisher);
    return reply.code(200).send();
  });

  app.post(RTMP_CALLBACK_PATHS.recordDone, hidden, async (request, reply) => {
    const n = notification(request, reply);
    if (!n) return reply;
    const { path } = (request.body ?? {}) as { path?: string };
    if (recordings && path) recordings.add(path);
    return reply.code(200).send();
  });

  // HLS under a playback token (`/hls/<token>/<id>…`): checked here, at the origin, for every
  // playlist and segment; a CDN in front passes the token through and caches what the origin answers.
  const refuse = (reply: FastifyReply, code: 403 | 404) =>
    code === 404
      ? sendApiNotFound(reply.header('cache-control', 'no-store'))
      : reply.code(403).header('cache-control', 'no-store').send();
  /** The webcast and file of an HLS path (master `<id>.m3u8`, variants and segments `<id>_<rendition>/…`). */
  const hlsFile = (rest: string) => {
    const m = /^([0-9a-f-]{36})(\.m3u8|_[a-z0-9]+\/[\w-]+\.(?:m3u8|ts|m4s|mp4))$/.exec(rest);
    return m ? { id: m[1]!, isPlaylist: rest.endsWith('.m3u8') } : null;
  };
  type HlsParams = { token: string; '*': string };

  if (webcast?.hlsDir) {
    // nginx leaves a broadcast's last playlists behind (no end marker): a playlist is served only
    // while its webcast is live, so a late viewer hears "ended" instead of the old last seconds.
    const live = liveCache((id) => webcastsService.isLive(deps, id));
    await app.register(fastifyStatic, {
      root: webcast.hlsDir,
      serve: false,
      cacheControl: false,
      index: false,
    });
    app.get('/hls/:token/*', hidden, async (request, reply) => {
      const { token, '*': rest } = request.params as HlsParams;
      const file = hlsFile(rest);
      if (!file) return refuse(reply, 404);
      if (!isValidPlaybackToken(opts.playback, token, file.id)) return refuse(reply, 403);
      if (file.isPlaylist && !(await live(file.id))) return refuse(reply, 404);
      // Playlists change every segment; segments are named by the clock (hls_fragment_naming
      // system), so a name is never written twice: cached for good.
      reply.header(
        'cache-control',
        file.isPlaylist ? 'public, max-age=1' : 'public, max-age=31536000, immutable',
      );
      reply.header('access-control-allow-origin', '*');
      return reply.sendFile(rest);
    });
  } else if (webcast?.hlsOrigin) {
    const origin = webcast.hlsOrigin.replace(/\/+$/, '');
    app.get('/hls/:token/*', hidden, async (request, reply) => {
      const { token, '*': rest } = request.params as HlsParams;
      const file = hlsFile(rest);
      if (!file) return refuse(reply, 404);
      if (!isValidPlaybackToken(opts.playback, token, file.id)) return refuse(reply, 403);
      return reply.header('cache-control', 'no-store').redirect(`${origin}/${rest}`, 302);
    });
  }
  app.get('/hls/*', hidden, async (_request, reply) => refuse(reply, 404));
}

/**
 * Imports finished recordings one at a time (a remux and a thumbnail each), in the order the media
 * server finished them; a failure is logged and its file kept for the next start.
 */
function recordingImports(deps: RecordingDeps, dir: string, log: FastifyInstance['log']) {
  let chain: Promise<unknown> = Promise.resolve();
  const queued = new Set<string>();
  let closed = false;
  const add = (path: string) => {
    if (closed || queued.has(path)) return;
    queued.add(path);
    chain = chain
      .then(() => (closed ? null : importRecording(deps, dir, path)))
      .then((id) => id && log.info(`webcast recording ${path} imported as video asset ${id}`))
      .catch((e) => log.error({ err: e, path }, 'a webcast recording could not be imported'))
      .finally(() => queued.delete(path));
  };
  return {
    add,
    importLeft: async () => (await leftRecordings(dir)).forEach(add),
    /** Lets the import under way finish; the others wait for the next start. */
    close: async () => {
      closed = true;
      await chain;
    },
  };
}

/** Whether a webcast is live, asked at most once a second per webcast (playlists are polled every 2 s by every player). */
function liveCache(isLive: (id: string) => Promise<boolean>, ttlMs = 1_000) {
  const entries = new Map<string, { live: Promise<boolean>; until: number }>();
  return (id: string) => {
    const now = Date.now();
    const hit = entries.get(id);
    if (hit && hit.until > now) return hit.live;
    if (entries.size >= 10_000) entries.clear();
    const live = isLive(id).catch(() => false);
    entries.set(id, { live, until: now + ttlMs });
    return live;
  };
}
