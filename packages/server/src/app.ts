import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import { API_ROOT, type UploadKind } from '@foyer/shared';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './context.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { assetsRoutes } from './modules/assets/assets.routes.js';
import { uploadLimitsOf } from './modules/assets/assets.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { devmailboxRoutes } from './modules/devmailbox/devmailbox.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { inboxRoutes } from './modules/inbox/inbox.routes.js';
import { mailAwayVisitor } from './modules/inbox/inbox.service.js';
import { type RealtimeOptions, attachRealtime } from './modules/realtime/realtime.js';
import { monitoringRoutes } from './modules/monitoring/monitoring.routes.js';
import { participantsRoutes } from './modules/participants/participants.routes.js';
import { regpagesRoutes } from './modules/regpages/regpages.routes.js';
import { activityRoutes } from './modules/reporting/activity.routes.js';
import { sustainabilityRoutes } from './modules/reporting/sustainability.routes.js';
import { reportRoutes } from './modules/reporting/report.routes.js';
import { advancedReportingRoutes } from './modules/reporting/advanced.routes.js';
import { deleteEvent } from './modules/registrations/answer-files.service.js';
import { type PublicPagesOptions, publicPagesPlugin } from './modules/registrations/public-page.js';
import { registrationsRoutes } from './modules/registrations/registrations.routes.js';
import { signupRoutes } from './modules/signup/signup.routes.js';
import { mailingsRoutes } from './modules/mailings/mailings.routes.js';
import { countPendingDeliveries } from './modules/mailings/delivery.service.js';
import { subscriptionRoutes } from './modules/subscription/subscription.routes.js';
import { teamRoutes } from './modules/team/team.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import type { VideoOptions } from './modules/video/video.provider.js';
import { videoRoutes } from './modules/video/video.routes.js';
import { editorRoutes } from './modules/venue/editor.routes.js';
import type { WebcastOptions } from './modules/webcasts/webcasts.options.js';
import { type PlaybackOptions, ownPlaybackOptions } from './modules/webcasts/webcasts.playback.js';
import { webcastMediaRoutes, webcastsRoutes } from './modules/webcasts/webcasts.routes.js';
import { type Studio, createStudio } from './modules/webcasts/webcasts.studio.js';
import { hasTool } from './platform/media/tools.js';
import { countQueuedMails } from './platform/mail/mail.service.js';
import { ratingsRoutes } from './modules/visits/ratings.routes.js';
import { visitsRoutes } from './modules/visits/visits.routes.js';
import { authPlugin } from './plugins/auth.js';
import {
  DEFAULT_TIMEOUTS,
  type Timeouts,
  bodyTimeoutPlugin,
  serverTimeoutOptions,
} from './plugins/body-timeout.js';
import { contextPlugin } from './plugins/context.js';
import { dbPlugin } from './plugins/db.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { healthPlugin } from './plugins/health.js';
import { metricsPlugin } from './plugins/metrics.js';
import { openapiPlugin } from './plugins/openapi.js';
import {
  DEFAULT_RATE_LIMITS,
  type LoginDelay,
  type RateLimits,
  rateLimitPlugin,
} from './plugins/rate-limit.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staticPlugin } from './plugins/static.js';
import { createLocalStorage } from './platform/storage/local.js';
import type { Storage } from './platform/storage/storage.js';

export const BODY_LIMIT = 1024 * 1024;

export type BuildAppOptions = Deps & {
  /** Serves /dev/mailbox; never in production. */
  devMailbox: boolean;
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** The wait between login attempts on an account past rateLimits.loginFailures; defaults to DEFAULT_LOGIN_DELAY. */
  loginDelay?: Partial<LoginDelay>;
  /** The built SPA; defaults to packages/web/dist. */
  webDist?: string;
  trustProxy?: boolean;
  /** Where uploads are stored; defaults to files under ./data/uploads. */
  storage?: Storage;
  /** Local folder for uploads being checked; defaults to the system's temporary folder. */
  spoolDir?: string;
  /** Bytes per uploaded file by kind; defaults to UPLOAD_RULES (tests lower them). */
  uploadLimits?: Partial<Record<UploadKind, number>>;
  /** Chats and presence over socket.io: Redis (adapter, chat rate limit) when a URL is given. */
  realtime?: RealtimeOptions;
  /** Breakout rooms and staff calls: Janus or Jitsi; unset: video is not set up. */
  video?: VideoOptions;
  /** Webcasts' media server (nginx-rtmp: ingest callbacks, HLS); unset: webcasts have no ingest. */
  webcast?: WebcastOptions;
  /** The browser studio; default: made from video.janus and webcast when ffmpeg is installed. */
  studio?: Studio;
  /** How HLS playback addresses are signed and where (CDN_BASE_URL); unset: a secret of this process, this origin. */
  playback?: PlaybackOptions;
  /** Production: HSTS and upgrade-insecure-requests in the security headers. */
  isProduction?: boolean;
  /** FRAME_ANCESTORS: origins that may frame every event's /r/ and /v/ pages. */
  frameAncestors?: readonly string[];
  /** Connection, header and body time-outs; defaults to DEFAULT_TIMEOUTS (tests lower them). */
  timeouts?: Partial<Timeouts>;
  /** METRICS_TOKEN: the bearer token of /metrics; unset: no metrics (/metrics answers 404). */
  metricsToken?: string;
  /** How long public registration pages' answers are kept, how often their views are written. */
  publicPages?: PublicPagesOptions;
};

const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the Fastify app: plugins, then each module registered by hand. Not listening. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const playback = options.playback ?? ownPlaybackOptions();
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    ...serverTimeoutOptions(timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // An empty JSON body (a POST without payload) counts as no body instead of a parse error.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(Object.assign(new Error('Malformed JSON body'), { statusCode: 400 }), undefined);
    }
  });
  // Calls without a body are validated as `{}`, so each missing field is named.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });

  await app.register(errorHandlerPlugin);
  await app.register(bodyTimeoutPlugin, { timeouts });
  await app.register(dbPlugin, {
    db: options.db,
    publicUrl: options.publicUrl,
    flags: options.flags,
    sms: options.sms,
    billing: options.billing,
    payments: options.payments,
    mailer: options.mailer,
    mailFrom: options.mailFrom,
    jobs: options.jobs,
  });
  // Early, so that its timing hook sees every route.
  await app.register(metricsPlugin, {
    token: options.metricsToken,
    // Outbox mails not sent yet and the pending deliveries of sending mailings.
    mailQueueDepth: async () => {
      const [mails, recipients] = await Promise.all([
        countQueuedMails(app.deps.db),
        countPendingDeliveries(app.deps.db),
      ]);
      return mails + recipients;
    },
  });
  await app.register(contextPlugin);
  await app.register(securityHeadersPlugin, {
    isProduction: options.isProduction ?? false,
    frameAncestors: options.frameAncestors,
    jitsiDomain: options.video?.jitsi?.domain,
    hlsOrigins: [
      ...(options.webcast?.hlsDir || !options.webcast?.hlsOrigin ? [] : [options.webcast.hlsOrigin]),
      ...(playback.baseUrl ? [playback.baseUrl] : []),
    ],
  });
  // The API's JSON (and any other compressible answer) from 1,400 bytes, the size of one packet:
  // brotli at the fast quality 4, or gzip, for the browser that takes them. Static files come
  // precompressed by the build and pages compressed by the static plugin (Content-Encoding set:
  // left alone); kept public pages carry their own (public-page.ts). Request bodies are not decoded.
  await app.register(compress, { threshold: 1400, encodings: ['br', 'gzip'], globalDecompression: false });
  const redisUrl = options.realtime?.redisUrl;
  await app.register(rateLimitPlugin, {
    limits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
    loginDelay: options.loginDelay,
    redis: redisUrl ? { url: redisUrl, prefix: options.realtime?.redisPrefix ?? 'foyer' } : undefined,
  });
  await app.register(authPlugin);
  // After auth: its onSend hook forgets the kept public pages of an organiser who changes something.
  await app.register(publicPagesPlugin, options.publicPages ?? {});
  await app.register(openapiPlugin);
  await app.register(healthPlugin, {
    redisUrl,
    janusUrl: options.video?.janus?.url,
    rtmpStatUrl: options.webcast?.statUrl,
  });

  await app.register(authRoutes, { prefix: API_ROOT });
  await app.register(signupRoutes, { prefix: API_ROOT });
  await app.register(usersRoutes, { prefix: API_ROOT });
  await app.register(teamRoutes, { prefix: API_ROOT });
  await app.register(accountRoutes, { prefix: API_ROOT });
  await app.register(subscriptionRoutes, { prefix: API_ROOT });
  await app.register(mailingsRoutes, { prefix: API_ROOT });
  await app.register(inboxRoutes, { prefix: API_ROOT });
  const storage = options.storage ?? createLocalStorage(resolve('data', 'uploads'));
  await app.register(multipart, { throwFileSizeLimit: true });
  const spoolDir = options.spoolDir ?? join(tmpdir(), 'foyer-spool');
  const media = { storage, spoolDir, uploadLimits: uploadLimitsOf(options.uploadLimits) };
  await app.register(assetsRoutes, { prefix: API_ROOT, media });
  await app.register(eventsRoutes, {
    prefix: API_ROOT,
    // An event goes with its page, participants and answer files: registrations, above events, does it.
    deleteEvent: (scope, id) => deleteEvent({ ...app.deps, storage, log: app.log }, scope, id),
  });
  await app.register(editorRoutes, { prefix: API_ROOT });
  await app.register(regpagesRoutes, { prefix: API_ROOT });
  await app.register(registrationsRoutes, { prefix: API_ROOT, storage, spoolDir });
  await app.register(participantsRoutes, { prefix: API_ROOT, storage });
  await app.register(visitsRoutes, { prefix: API_ROOT });
  await app.register(ratingsRoutes, { prefix: API_ROOT });
  await app.register(activityRoutes, { prefix: API_ROOT });
  await app.register(sustainabilityRoutes, { prefix: API_ROOT });
  await app.register(reportRoutes, { prefix: API_ROOT });
  await app.register(advancedReportingRoutes, { prefix: API_ROOT });
  // The browser studio needs Janus (media from the console), ffmpeg and an RTMP ingest to publish to.
  const janus = options.video?.janus;
  const studio =
    options.studio ??
    (janus && options.webcast && (await hasTool('ffmpeg'))
      ? createStudio({
          janusUrl: janus.url,
          adminKey: janus.adminKey,
          ingestUrl: (key) => `${options.webcast!.studioIngestUrl}/${key}`,
          log: app.log,
        })
      : undefined);
  if (studio) app.addHook('onClose', () => studio.close());
  await app.register(webcastsRoutes, { prefix: API_ROOT, webcast: options.webcast, playback, studio });
  await app.register(webcastMediaRoutes, { webcast: options.webcast, media, playback });
  await app.register(videoRoutes, { video: options.video });
  await app.register(filesRoutes, { storage });
  await app.register(monitoringRoutes, { prefix: API_ROOT });
  if (options.devMailbox) await app.register(devmailboxRoutes);

  const io = await attachRealtime(app, app.deps, {
    ...options.realtime,
    trustProxy: options.trustProxy ?? false,
    // A moderator's answer in the venue mails an away visitor as an answer from the inbox does.
    onStaffAnswerAway: (eventId, threadId, message) => mailAwayVisitor(app.deps, eventId, threadId, message),
  });
  app.metrics.watchRealtime(io);

  await app.register(staticPlugin, { root: options.webDist ?? DEFAULT_WEB_DIST });
  return app;
}
