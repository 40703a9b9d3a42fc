import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_ROOT, isUuid } from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Db } from '../../db/client.js';
import type { EventRow, MailingDeliveryRow, MailingRow, ParticipantRow } from '../../db/schema/index.js';
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
import * as repo from './mailings.repository.js';
import { type PlaceholderValues, clicksOf, dateTimeIn, personalise } from './placeholders.js';

/**
 * The delivery of mailings (issue 16): deliveries made once per address when sending starts, then
 * claimed in batches with SKIP LOCKED (two senders, two nodes, never the same one), handed to SMTP
 * (pooled and throttled by the sender) and settled one by one. A 4xx is tried again later with
 * backoff, a 5xx fails (and a missing mailbox marks the address bounced). A sender killed mid-batch
 * leaves its claimed deliveries `sending`; after STALE_AFTER_MS they go back to pending, so at most
 * the mails being handed to SMTP at the kill can go out twice.
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

/** Recurring job: starts scheduled mailings, releases stale claims, picks up sending mailings. */
export const MAILINGS_TICK = 'mailings.tick';

/** Deliveries one sender claims at a time. */
export const DELIVERY_BATCH = 200;
const MAX_ATTEMPTS = 5;
const RETRY_BASE_MS = 60_000;
export const STALE_AFTER_MS = 5 * 60_000;

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

/** What a mailing's recipients share per event: its row and what its placeholders say. */
type EventContext = { event: EventRow; eventName: string; eventStart: string };

/** The address part of MAIL_FROM ("Foyer <no-reply@x>" → no-reply@x). */
export const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();

/** What a batch knows of one delivery's recipient, read once for the whole batch. */
type Recipient = { participant: ParticipantRow; context: EventContext };

/**
 * Sends one claimed delivery and settles it; `recipient` undefined (the participant gone, or the
 * address unsubscribed meanwhile) skips it. Throws nothing (every outcome is recorded).
 */
async function deliverOne(
  deps: Deps,
  mailer: MailSender,
  mailing: MailingRow & { usesVenueLink: boolean },
  delivery: MailingDeliveryRow,
  recipient: Recipient | undefined,
): Promise<void> {
  const { db } = deps;
  if (!recipient) {
    await repo.settleDelivery(db, delivery.id, { status: 'skipped', response: 'no longer a recipient' });
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
  try {
    const { response } = await mailer.send({
      from: {
        name: context.eventName || 'Foyer',
        address: addressOf(deps.mailFrom ?? 'no-reply@foyer.local'),
      },
      to: delivery.email,
      ...content,
      headers: {
        'List-Unsubscribe': `<${oneClickUrl}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await repo.settleDelivery(db, delivery.id, {
      status: 'sent',
      sentAt: new Date(),
      response: response.slice(0, 1000),
    });
  } catch (e) {
    const error = e instanceof SendError ? e : new SendError(String(e), 'temporary', String(e));
    if (error.kind === 'temporary' && delivery.attempts < MAX_ATTEMPTS) {
      const wait = RETRY_BASE_MS * 2 ** (delivery.attempts - 1);
      await repo.settleDelivery(db, delivery.id, {
        status: 'pending',
        response: error.response,
        nextAttemptAt: new Date(Date.now() + wait),
      });
      return;
    }
    await repo.settleDelivery(db, delivery.id, { status: 'failed', response: error.response });
    if (error.kind === 'noMailbox')
      await suppress(db, { tenantId: mailing.tenantId, email: delivery.email, reason: 'bounced' });
  }
}

/** The per-event values of a batch's recipients, loaded once per event. */
async function contextsOf(
  db: Db,
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
      eventStart: page.startsAt ? dateTimeIn(page.startsAt, page.language) : '',
    });
  }
}

/**
 * Delivers a sending mailing batch by batch until nothing is due, it is paused or cancelled, or
 * `maxBatches` ran; marks it sent once every delivery is settled. Answers how many were handed on.
 * Throws nothing expected (each mail's outcome is recorded).
 */
export async function deliverMailing(deps: Deps, mailingId: string, maxBatches = Number.POSITIVE_INFINITY) {
  const { db, mailer } = deps;
  if (!mailer) return 0;
  const contexts = new Map<string, EventContext | undefined>();
  let handed = 0;
  for (let batch = 0; batch < maxBatches; batch++) {
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
    await contextsOf(db, people, contexts);
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
    await Promise.all(claimed.map((d) => deliverOne(deps, mailer, mailing, d, recipientOf(d))));
    handed += claimed.length;
  }
  return handed;
}

/** Marks a sending mailing sent when no delivery is pending or sending. Throws nothing. */
async function finishIfDone(db: Db, mailingId: string): Promise<void> {
  const progress = (await repo.progressOf(db, [mailingId], new Date())).get(mailingId);
  const open = (progress?.byStatus.pending ?? 0) + (progress?.byStatus.sending ?? 0);
  if (open === 0) await repo.moveMailing(db, null, mailingId, ['sending'], { status: 'sent' });
}

/**
 * The recurring tick: scheduled mailings whose time came start (deliveries made), claims left by a
 * dead sender are released, and every sending mailing is delivered (a few batches each, so one
 * large mailing does not hold the others back; the next tick or its own job goes on). Answers how
 * many mailings started. Throws nothing expected.
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
  await repo.releaseStale(db, new Date(now.getTime() - STALE_AFTER_MS));
  for (const mailing of await repo.sendingMailings(db)) {
    if (deps.jobs) await queueDelivery(deps.jobs, mailing.id);
    else await deliverMailing(deps, mailing.id);
  }
  return started;
}
