import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_ROOT, isUuid } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Db } from '../../db/client.js';
import type { EventRow, MailingDeliveryRow, MailingRow, ParticipantRow } from '../../db/schema/index.js';
import { senderOf } from '../../platform/mail/mail.service.js';
import { type MailSender, SendError } from '../../platform/mail/sender.js';
import { findEventById } from '../events/events.service.js';
import { newPersonalLink } from '../participants/participants.service.js';
import {
  participantsByIds,
  recipientsSql,
  suppress,
  suppressionsOf,
} from '../participants/audience.service.js';
import { pageOf } from '../regpages/regpages.service.js';
import { type MailBrand, brandMailing, mailBrandOf } from './branding.js';
import * as repo from './mailings.repository.js';
import { type PlaceholderValues, clicksOf, dateTimeIn, personalise } from './placeholders.js';

/**
 * The delivery of mailings (issue 16): deliveries made once per address when sending starts, then
 * claimed in batches with SKIP LOCKED (two senders, two nodes, never the same one), handed to SMTP
 * a few at a time (pooled and throttled by the sender) and settled together, a few dozen to one
 * UPDATE. A 4xx is tried again later with backoff, a 5xx fails (and a missing mailbox marks the
 * address bounced). A living sender refreshes the claims it holds every HEARTBEAT_MS; one killed
 * mid-batch leaves its claims `sending`, and STALE_AFTER_MS after its last heartbeat the tick puts
 * them back to pending; a mailing nobody has been at for that long the tick delivers itself (a
 * restarted node ticks once that time has passed), so a restart goes on within about half a minute
 * without any setting, and at most the claimed mails that had reached SMTP unsettled at the kill go
 * out twice.
 */

/** Job of the queue that delivers one mailing. */
export const DELIVER_MAILING = 'mailing.deliver';
/**
 * Queues the delivery of a mailing: one job per mailing waits at most (the queue keeps one per key),
 * so the tick, a resume and a job's own continuation never pile up. Throws what the queue throws.
 */
export async function queueDelivery(jobs: Pick<Jobs, 'send'>, mailingId: string): Promise<void> {
  await jobs.send(DELIVER_MAILING, { mailingId }, { key: mailingId });
}

/**
 * Mailings' recipients still to be mailed, of the mailings being sent (paused ones wait for their
 * organiser), for the mail queue's depth. Throws what the database throws.
 */
export async function countPendingDeliveries(db: Db): Promise<number> {
  return repo.countPendingDeliveries(db);
}

/** Recurring job: starts scheduled mailings, releases stale claims, picks up sending mailings. */
export const MAILINGS_TICK = 'mailings.tick';

/** Deliveries one sender claims at a time. */
export const DELIVERY_BATCH = 200;
/**
 * Mails of a batch out at once: two per pooled SMTP connection keep each busy while the next are
 * made, and a batch's mails are never all built in memory together.
 */
const SEND_CONCURRENCY = 20;
/**
 * Outcomes settled by one UPDATE: few queries per batch, and no more than this (plus the mails out)
 * that reached SMTP but are still `sending` when the process dies.
 */
const SETTLE_EVERY = 50;
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
/**
 * How long a delivery job sends before it hands over to its continuation (well under the queue's
 * expiry, DELIVERY_JOB_EXPIRY_S, so a job is never taken for a dead one), and how long the tick
 * delivers a mailing nobody else is at.
 */
export const DELIVERY_JOB_MS = 60_000;
const TICK_DELIVERY_MS = 20_000;
/** A delivery job not done after this is a dead node's: the queue tries it again (and frees its key). */
export const DELIVERY_JOB_EXPIRY_S = 180;
/** How often a sender refreshes the claims it still holds (well below STALE_AFTER_MS). */
const HEARTBEAT_MS = 5_000;
/** Claims not refreshed for this long are a dead sender's (see releaseStale). */
export const STALE_AFTER_MS = 30_000;

// ---------------------------------------------------------------------------------------------
// Unsubscribe links

const SECRET_NAME = 'mail.unsubscribe';

const keys = new WeakMap<Db, Promise<string>>();

/**
 * The key that signs unsubscribe links: made once per installation and kept in the database, read
 * once per process (a failed read is tried again next time).
 */
function signingKey(db: Db): Promise<string> {
  let key = keys.get(db);
  if (!key) {
    key = repo.appSecret(db, SECRET_NAME, () => randomBytes(32).toString('hex'));
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

const signatureOf = (key: string, deliveryId: string) =>
  createHmac('sha256', key).update(`unsubscribe:${deliveryId}`).digest('base64url').slice(0, 32);

/** The token of a delivery's unsubscribe link: its id and an HMAC of it. Throws nothing expected. */
export async function unsubscribeToken(db: Db, deliveryId: string): Promise<string> {
  return `${deliveryId}.${signatureOf(await signingKey(db), deliveryId)}`;
}

/** The delivery a token names if its signature holds, else undefined. Throws nothing. */
export async function deliveryOfToken(db: Db, token: string): Promise<MailingDeliveryRow | undefined> {
  const [id, signature] = token.split('.');
  if (!id || !signature || !isUuid(id)) return undefined;
  const expected = Buffer.from(signatureOf(await signingKey(db), id));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return repo.findDelivery(db, id);
}

// ---------------------------------------------------------------------------------------------
// Starting

/**
 * Makes the deliveries of a mailing moving to `sending` (inside the caller's transaction): one per
 * distinct recipient address as of now; answers how many. Throws nothing expected.
 */
export async function createDeliveries(db: Db, mailing: MailingRow): Promise<number> {
  const recipients = await recipientsSql(db, {
    tenantId: mailing.tenantId,
    eventIds: mailing.eventIds,
    segment: mailing.segment,
  });
  return repo.insertDeliveries(db, mailing.id, recipients);
}

// ---------------------------------------------------------------------------------------------
// Sending

/** What a mailing's recipients share per event: its row, what its placeholders say, its mails' brand. */
type EventContext = { event: EventRow; eventName: string; eventStart: string; brand: MailBrand };

/** What a batch knows of one delivery's recipient, read once for the whole batch. */
type Recipient = { participant: ParticipantRow; context: EventContext };

/** Records the outcome of a claimed delivery (written with others, see settlerOf). */
type Settle = (delivery: MailingDeliveryRow, outcome: Omit<repo.Settlement, 'id' | 'attempts'>) => void;

/**
 * Sends one claimed delivery and settles it; `recipient` undefined (the participant gone, or the
 * address unsubscribed meanwhile) skips it. Throws nothing expected (every outcome is recorded).
 */
async function deliverOne(
  deps: Deps,
  mailer: MailSender,
  mailing: MailingRow & { usesVenueLink: boolean },
  delivery: MailingDeliveryRow,
  recipient: Recipient | undefined,
  settle: Settle,
): Promise<void> {
  const { db } = deps;
  if (!recipient) {
    settle(delivery, { status: 'skipped', response: 'no longer a recipient' });
    return;
  }
  const { participant, context } = recipient;
  const token = await unsubscribeToken(db, delivery.id);
  const pageUrl = `${deps.publicUrl}/unsubscribe/${token}`;
  const oneClickUrl = `${deps.publicUrl}${API_ROOT}/public/unsubscribe/${token}`;
  const venueLink = mailing.usesVenueLink
    ? `${deps.publicUrl}/r/${encodeURIComponent(context.event.pageCode)}/confirm?token=${await newPersonalLink(db, participant.id)}`
    : '';
  const values: PlaceholderValues = {
    firstname: participant.firstName,
    lastname: participant.lastName,
    unsubscribe: pageUrl,
    venuelink: venueLink,
    eventname: context.eventName,
    eventstart: context.eventStart,
  };
  const content = personalise(mailing, values, clicksOf(deps.publicUrl, mailing, delivery.id, token));
  content.html = brandMailing(context.brand, content.html, pageUrl);
  try {
    const { response } = await mailer.send({
      from: {
        name: context.eventName || 'Foyer',
        address: senderOf(deps.mailFrom ?? 'no-reply@foyer.local').address,
      },
      to: delivery.email,
      ...content,
      headers: {
        'List-Unsubscribe': `<${oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    settle(delivery, { status: 'sent', response: response.slice(0, 1000) });
  } catch (e) {
    const error = e instanceof SendError ? e : new SendError(String(e), 'temporary', String(e));
    if (error.kind === 'temporary' && delivery.attempts < MAX_ATTEMPTS) {
      const wait = RETRY_BASE_MS * 2 ** (delivery.attempts - 1);
      settle(delivery, {
        status: 'pending',
        response: error.response,
        nextAttemptAt: new Date(Date.now() + wait),
      });
      return;
    }
    settle(delivery, { status: 'failed', response: error.response });
    if (error.kind === 'noMailbox')
      await suppress(db, { tenantId: mailing.tenantId, email: delivery.email, reason: 'bounced' });
  }
}

/** The per-event values of a batch's recipients, loaded once per event. */
async function contextsOf(
  db: Db,
  publicUrl: string,
  participants: ParticipantRow[],
  cache: Map<string, EventContext | undefined>,
) {
  for (const eventId of new Set(participants.map((p) => p.eventId))) {
    if (cache.has(eventId)) continue;
    const event = await findEventById(db, eventId);
    if (!event) {
      cache.set(eventId, undefined);
      continue;
    }
    const page = await pageOf(db, event);
    cache.set(eventId, {
      event,
      eventName: event.title1,
      eventStart: page.startsAt ? dateTimeIn(page.startsAt, page.language, event.timeZone) : '',
      brand: await mailBrandOf(db, publicUrl, event, page),
    });
  }
}

/**
 * Delivers a sending mailing batch by batch until nothing is due, it is paused or cancelled, or
 * `until` (ms since epoch) passed between two batches; marks it sent once every delivery is settled.
 * Answers how many were handed on. Throws nothing expected (each mail's outcome is recorded).
 */
export async function deliverMailing(deps: Deps, mailingId: string, until = Number.POSITIVE_INFINITY) {
  const { db, mailer } = deps;
  if (!mailer) return 0;
  const contexts = new Map<string, EventContext | undefined>();
  let handed = 0;
  while (Date.now() < until) {
    const row = await repo.findMailingById(db, mailingId);
    if (row?.status !== 'sending') return handed;
    const mailing = { ...row, usesVenueLink: /\{\{\s*venuelink\s*\}\}/i.test(row.html + row.text) };
    const claimed = await repo.claimDeliveries(db, mailingId, DELIVERY_BATCH);
    if (claimed.length === 0) {
      await finishIfDone(db, mailingId);
      return handed;
    }
    const people = await participantsByIds(
      db,
      claimed.flatMap((d) => (d.participantId ? [d.participantId] : [])),
    );
    await contextsOf(db, deps.publicUrl, people, contexts);
    const byId = new Map(people.map((p) => [p.id, p]));
    // Unsubscribed since sending started: skipped (one query for the batch).
    const suppressed = await suppressionsOf(
      db,
      mailing.tenantId,
      claimed.map((d) => d.email),
    );
    const recipientOf = (d: MailingDeliveryRow): Recipient | undefined => {
      const participant = d.participantId ? byId.get(d.participantId) : undefined;
      const context = participant ? contexts.get(participant.eventId) : undefined;
      return participant && context && !suppressed.has(d.email) ? { participant, context } : undefined;
    };
    const settler = settlerOf(db);
    const heartbeat = setInterval(
      () => void repo.touchClaims(db, settler.open(claimed)).catch(() => {}),
      HEARTBEAT_MS,
    );
    try {
      await eachAtMost(SEND_CONCURRENCY, claimed, (d) =>
        deliverOne(deps, mailer, mailing, d, recipientOf(d), settler.settle),
      );
      await settler.flush();
    } finally {
      clearInterval(heartbeat);
    }
    handed += claimed.length;
  }
  return handed;
}

/** Runs `work` on every item, at most `limit` at a time. Throws the first error of `work`. */
async function eachAtMost<T>(limit: number, items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Collects a batch's outcomes and writes them SETTLE_EVERY at a time, one write after the other;
 * `flush` writes the rest and throws what a write threw. `open` answers the claims of `claimed`
 * not settled yet (the heartbeat's).
 */
function settlerOf(db: Db) {
  let pending: repo.Settlement[] = [];
  const done = new Set<string>();
  let writes: Promise<void> = Promise.resolve();
  const write = () => {
    const rows = pending;
    pending = [];
    writes = writes.then(() => repo.settleDeliveries(db, rows));
    // Seen (and thrown) by flush; not an unhandled rejection meanwhile.
    writes.catch(() => {});
  };
  return {
    settle: ((delivery, outcome) => {
      done.add(delivery.id);
      pending.push({ id: delivery.id, attempts: delivery.attempts, ...outcome });
      if (pending.length >= SETTLE_EVERY) write();
    }) satisfies Settle,
    async flush() {
      if (pending.length > 0) write();
      await writes;
    },
    open: (claimed: readonly MailingDeliveryRow[]) => claimed.filter((d) => !done.has(d.id)).map((d) => d.id),
  };
}

/** Marks a sending mailing sent when no delivery is pending or sending. Throws nothing. */
async function finishIfDone(db: Db, mailingId: string): Promise<void> {
  const progress = (await repo.progressOf(db, [mailingId], new Date())).get(mailingId);
  const open = (progress?.byStatus.pending ?? 0) + (progress?.byStatus.sending ?? 0);
  if (open === 0) await repo.moveMailing(db, null, mailingId, ['sending'], { status: 'sent' });
}

/**
 * The recurring tick: scheduled mailings whose time came start (deliveries made), claims left by a
 * dead sender are released, and every sending mailing is queued for delivery (without a queue, or
 * when a dead sender's claims were released, delivered here). Answers how many mailings started.
 * Throws nothing expected.
 */
export async function tickMailings(deps: Deps, now = new Date()): Promise<number> {
  const { db } = deps;
  let started = 0;
  for (const due of await repo.dueMailings(db, now)) {
    const ok = await db.transaction(async (tx) => {
      const moved = await repo.moveMailing(tx, null, due.id, ['scheduled'], { status: 'sending' });
      if (!moved) return false;
      await createDeliveries(tx, moved);
      return true;
    });
    if (ok) started++;
  }
  await repo.releaseStale(db, STALE_AFTER_MS);
  // A dead sender's job stays active in the queue until the queue's expiry (15 minutes) and holds
  // back the next jobs meanwhile: a mailing nobody has been at for STALE_AFTER_MS goes on here.
  const idle = new Set(await repo.idleMailings(db, STALE_AFTER_MS));
  for (const mailing of await repo.sendingMailings(db)) {
    if (deps.jobs && !idle.has(mailing.id)) await queueDelivery(deps.jobs, mailing.id);
    // A while each, so one large mailing does not hold the tick (its job or the next tick goes on).
    else await deliverMailing(deps, mailing.id, Date.now() + TICK_DELIVERY_MS);
  }
  return started;
}
