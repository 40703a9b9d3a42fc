import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app.js';
import { scaleRateLimits } from './plugins/rate-limit.js';
import { stripePayments } from './platform/payments/stripe.js';
import { twilioSms } from './platform/sms/sms.js';
import { type Config, loadConfig } from './config.js';
import { dbOptionsFromConfig, openDb } from './db/client.js';
import { startAppJobs } from './jobs.js';
import { outboxSender, smtpSender } from './platform/mail/sender.js';
import { clearSpool } from './modules/assets/assets.service.js';
import { seedTemplateAssets } from './modules/assets/assets.templates.js';
import { startUnclaimedFileSweep } from './modules/registrations/answer-files.service.js';
import { setUpVideo } from './modules/video/video.setup.js';
import { setUpWebcasts } from './modules/webcasts/webcasts.setup.js';
import { freePort } from './platform/launch/process.js';
import { CONNECT_RATE } from './platform/realtime/connect-guard.js';
import { listenForRtmpCallbacks } from './platform/rtmp/callback-listener.js';
import { storageFromConfig } from './platform/storage/index.js';

// V8 lets the old generation grow to about four times what survived its last full collection while
// the allocation rate is high: a mailing of 100,000 took the server from 190 to 450 MiB of RSS, nearly
// all of it dead mails promoted before they died. Growing by half as much keeps the peak near 250 MiB
// at the same pace (npm run bench mailings; README "Mailings"). `node --heap-growing-percent=N` wins.
if (!process.execArgv.some((a) => a.startsWith('--heap-growing-percent')))
  setFlagsFromString('--heap-growing-percent=50');

let config: Config;
try {
  config = loadConfig(process.env);
} catch (e) {
  console.error((e as Error).message);
  process.exit(1);
}

const database = await openDb(dbOptionsFromConfig(config));
await database.migrate();
const storage = storageFromConfig(config);
const spoolDir = join(config.dataDir, 'spool');
// Nothing of this process is uploading yet: what is there, a killed process left.
await clearSpool(spoolDir);
await seedTemplateAssets({ db: database.db, storage, spoolDir });
// Before the app (its provider needs Janus's address), so these log through the console.
const consoleLog = {
  info: (m: string) => console.log(m),
  warn: (m: string) => console.warn(m),
  error: (m: string) => console.error(m),
};
const video = await setUpVideo(config, consoleLog);
// Also before the app, which needs the ingest's addresses: nginx calls this server back only when an
// encoder publishes, by when it listens — on a loopback port of its own, not behind the viewers in
// the public port's queue (platform/rtmp/callback-listener.ts).
const callbackPort = await freePort();
const webcasts = await setUpWebcasts(config, consoleLog, {
  callbackBase: `http://127.0.0.1:${callbackPort}`,
});
const app = await buildApp({
  db: database.db,
  publicUrl: config.publicUrl,
  devMailbox: !config.isProduction,
  logger: { level: config.logLevel },
  trustProxy: config.isProduction,
  rateLimits: scaleRateLimits(config.rateLimitScale),
  storage,
  spoolDir,
  sms: config.twilio ? twilioSms(config.twilio) : undefined,
  realtime: {
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    connectRate: { ...CONNECT_RATE, connects: Math.ceil(CONNECT_RATE.connects * config.rateLimitScale) },
  },
  video: video.options,
  webcast: webcasts.options,
  playback: webcasts.playback,
  isProduction: config.isProduction,
  frameAncestors: config.frameAncestors,
  timeouts: { bodyMs: config.timeouts.bodySeconds * 1000, uploadMs: config.timeouts.uploadSeconds * 1000 },
  metricsToken: config.metricsToken,
  billing: config.billing,
  payments: config.stripe ? stripePayments(config.stripe) : undefined,
  mailFrom: config.mailFrom,
  // Every mail (the account's and mailings) goes through pooled, throttled SMTP (the outbox and
  // /dev/mailbox without SMTP_URL).
  mailer: config.smtpUrl
    ? smtpSender({ url: config.smtpUrl, ratePerSecond: config.mailRatePerSecond })
    : outboxSender(database.db),
});
app.addHook('onClose', () => video.stop());
app.addHook('onClose', () => webcasts.stop());
// The launched nginx's callbacks (a media server of one's own calls the public port).
if (webcasts.options?.hlsDir) {
  const callbacks = await listenForRtmpCallbacks(app, callbackPort);
  app.addHook('onClose', () => callbacks.close());
}
// Work for later and on a schedule (period ends of subscriptions), persisted in the database.
const jobs = await startAppJobs({
  sql: database.sql,
  deps: app.deps,
  log: app.log,
  onJobFailure: app.metrics.jobFailed,
});
// Services queue work (a mail, a mailing to deliver now) once the queue runs; until then the ticks pick it up.
app.deps.jobs = jobs;
// Answer files uploaded but never claimed by a registration: swept now, then hourly.
const answerFileSweep = startUnclaimedFileSweep({ db: database.db, storage, log: app.log });
app.addHook('onClose', () => answerFileSweep.stop());

await app.listen({ port: config.port, host: config.host });
app.log.info(`Foyer is running at ${config.publicUrl} (database: ${database.driver})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close(); // stops accepting, lets in-flight requests finish
    await jobs.stop();
    app.deps.mailer?.close(); // after the jobs that send through it
    await database.close();
    process.exit(0);
  } catch (e) {
    console.error(e);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
