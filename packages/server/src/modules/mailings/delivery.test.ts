import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildParticipant, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, errorKeyOf, fieldsOf, ok } from '../../../test/http.js';
import { mailSuppressions, mailingDeliveries, mailings } from '../../db/schema/index.js';
import { outboxSender, smtpSender } from '../../platform/mail/sender.js';
import { DELIVER_MAILING, deliverMailing, tickMailings } from './delivery.service.js';
import { claimDeliveries, settleDeliveries } from './mailings.repository.js';

/** A header of a raw mail source, unfolded. */
const headerOf = (raw: string, name: string) => {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
};

/** A mail as the SMTP sink got it: its envelope recipients, parsed headers and parts, raw source. */
type Received = {
  rcpt: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
};

let t: TestApp;
let smtp: SMTPServer;
const received: Received[] = [];
/** Addresses the sink refuses once with a 451 (then accepts). */
const busyOnce = new Set<string>();

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(address, _session, callback) {
      const to = address.address.toLowerCase();
      if (to.startsWith('nobody')) {
        const err = new Error('5.1.1 <nobody>: Recipient address rejected: User unknown') as Error & {
          responseCode: number;
        };
        err.responseCode = 550;
        callback(err);
        return;
      }
      if (busyOnce.delete(to)) {
        const err = new Error('4.2.1 Mailbox busy, try later') as Error & { responseCode: number };
        err.responseCode = 451;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw)
          .then((m) => {
            received.push({
              rcpt: session.envelope.rcptTo.map((r) => r.address),
              from: m.from?.text ?? '',
              subject: m.subject ?? '',
              text: m.text ?? '',
              html: String(m.html),
              raw,
            });
            callback();
          })
          .catch(callback);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  t = await createTestApp({
    mailer: smtpSender({ url: `smtp://127.0.0.1:${port}`, ratePerSecond: 1000 }),
    mailFrom: 'Foyer <no-reply@foyer.test>',
  });
});
afterAll(async () => {
  t.app.deps.mailer?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

/** A business account with two events, calls on its mailings, and what the sink got for an address. */
async function organiser(plan: 'free' | 'business' = 'business') {
  const { user, token } = await buildUser(t.db, { plan });
  const spring = await buildEvent(t.db, { tenantId: user.id, name: `Spring ${user.id.slice(0, 6)}` });
  const autumn = await buildEvent(t.db, { tenantId: user.id, name: `Autumn ${user.id.slice(0, 6)}` });
  const write = async (over: object = {}) =>
    ok(
      await call(t.app, 'POST', 'mailings', {
        token,
        body: {
          name: 'News',
          subject: 'News for {{firstname}}',
          html: '<p>Hello {{firstname}},</p><p><a href="{{venuelink}}">Enter {{eventname}}</a></p><p><a href="{{unsubscribe}}">Unsubscribe</a></p>',
          eventIds: [spring.id, autumn.id],
          ...over,
        },
      }),
    ).mailing as { id: string };
  const send = (id: string, sendAt: string | null = null) =>
    call(t.app, 'POST', `mailings/${id}/send`, { token, body: { sendAt } });
  const get = async (id: string) => ok(await call(t.app, 'GET', `mailings/${id}`, { token })).mailing;
  return { user, token, spring, autumn, write, send, get };
}

const to = (address: string) => received.filter((m) => m.rcpt.includes(address));
const deliveriesOf = (mailingId: string) =>
  t.db.select().from(mailingDeliveries).where(eq(mailingDeliveries.mailingId, mailingId));

describe('sending a mailing', () => {
  it('mails every recipient address once, personalised, with one-click unsubscribe headers', async () => {
    const o = await organiser();
    const ada = uniqueEmail('ada');
    const bob = uniqueEmail('bob');
    await buildParticipant(t.db, o.spring, { email: ada, firstName: 'Ada' });
    await buildParticipant(t.db, o.autumn, { email: ada, firstName: 'Ada again' });
    await buildParticipant(t.db, o.autumn, { email: bob, firstName: '<b>Bob</b>' });
    const mailing = await o.write();

    const sent = ok(await o.send(mailing.id)).mailing;
    expect(sent).toMatchObject({ status: 'sending', progress: { recipients: 2, sent: 0, remaining: 2 } });
    // A second click, or a second tab: nothing more is made.
    expect(fieldsOf(await o.send(mailing.id))).toEqual({ status: 'validation.fixed' });
    expect(await deliveriesOf(mailing.id)).toHaveLength(2);

    await deliverMailing(t.app.deps, mailing.id);
    expect(to(ada)).toHaveLength(1);
    expect(to(bob)).toHaveLength(1);
    const mail = to(ada)[0]!;
    expect(mail.rcpt).toEqual([ada]);
    expect(mail.from).toBe(`"${o.spring.title1}" <no-reply@foyer.test>`);
    expect(mail.subject).toBe('News for Ada');
    const unsubscribe = String(headerOf(mail.raw, 'List-Unsubscribe'));
    expect(unsubscribe).toMatch(
      new RegExp(`^<${TEST_PUBLIC_URL}/api/v1/public/unsubscribe/[0-9a-f-]{36}\\.[\\w-]{32}>$`),
    );
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(mail.text).toContain('Hello Ada,');
    expect(mail.text).toMatch(
      new RegExp(`${TEST_PUBLIC_URL}/r/${o.spring.pageCode}/confirm\\?token=[\\w-]+`),
    );
    expect(mail.html).toContain(`${TEST_PUBLIC_URL}/unsubscribe/`);
    expect(to(bob)[0]!.html).toContain('Hello &lt;b&gt;Bob&lt;/b&gt;,');

    expect(await o.get(mailing.id)).toMatchObject({
      status: 'sent',
      progress: { recipients: 2, sent: 2, failed: 0, remaining: 0 },
    });
  });

  it('marks a missing mailbox failed and bounced, and tries a busy one again later', async () => {
    const o = await organiser();
    const nobody = uniqueEmail('nobody');
    const busy = uniqueEmail('busy');
    busyOnce.add(busy);
    await buildParticipant(t.db, o.spring, { email: nobody });
    await buildParticipant(t.db, o.spring, { email: busy });
    const mailing = await o.write();
    ok(await o.send(mailing.id));
    await deliverMailing(t.app.deps, mailing.id);

    const list = ok(await call(t.app, 'GET', `mailings/${mailing.id}/deliveries`, { token: o.token }));
    const byEmail = new Map(list.deliveries.map((d: { email: string }) => [d.email, d]));
    expect(byEmail.get(nobody)).toMatchObject({ status: 'failed', attempts: 1 });
    expect((byEmail.get(nobody) as { response: string }).response).toMatch(/^550 .*User unknown/);
    expect(byEmail.get(busy)).toMatchObject({ status: 'pending', attempts: 1 });
    const [bounced] = await t.db
      .select()
      .from(mailSuppressions)
      .where(and(eq(mailSuppressions.tenantId, o.user.id), eq(mailSuppressions.email, nobody)));
    expect(bounced?.reason).toBe('bounced');
    expect((await o.get(mailing.id)).status).toBe('sending');

    // Its retry time come, the busy address gets its mail and the mailing is done.
    await t.db
      .update(mailingDeliveries)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(mailingDeliveries.email, busy));
    await deliverMailing(t.app.deps, mailing.id);
    expect(to(busy)).toHaveLength(1);
    expect(await o.get(mailing.id)).toMatchObject({ status: 'sent', progress: { sent: 1, failed: 1 } });
  });

  it('only lets subscribed plans send, and needs a subject, a message and recipients', async () => {
    const free = await organiser('free');
    await buildParticipant(t.db, free.spring);
    const mailing = await free.write();
    const refused = await free.send(mailing.id);
    expect(refused.statusCode).toBe(403);
    expect(errorKeyOf(refused)).toBe('PREMIUM_REQUIRED');
    expect((await call(t.app, 'POST', `mailings/${mailing.id}/test`, { token: free.token })).statusCode).toBe(
      403,
    );

    const o = await organiser();
    const empty = await o.write({ subject: '', html: '' });
    expect(fieldsOf(await o.send(empty.id))).toEqual({
      subject: 'validation.required',
      html: 'validation.required',
    });
    const nobodyThere = await o.write();
    expect(fieldsOf(await o.send(nobodyThere.id))).toEqual({ recipients: 'validation.required' });
    expect((await o.get(nobodyThere.id)).status).toBe('draft');
  });

  it('cancels: the recipients not yet mailed are skipped', async () => {
    const o = await organiser();
    const cy = uniqueEmail('cy');
    await buildParticipant(t.db, o.spring, { email: cy });
    const mailing = await o.write();
    ok(await o.send(mailing.id));
    ok(await call(t.app, 'POST', `mailings/${mailing.id}/pause`, { token: o.token }));
    await deliverMailing(t.app.deps, mailing.id);
    expect(to(cy)).toHaveLength(0);
    const cancelled = ok(
      await call(t.app, 'POST', `mailings/${mailing.id}/cancel`, { token: o.token }),
    ).mailing;
    expect(cancelled).toMatchObject({ status: 'cancelled', progress: { remaining: 0, sent: 0 } });
    expect((await deliveriesOf(mailing.id)).map((d) => d.status)).toEqual(['skipped']);
    expect(fieldsOf(await call(t.app, 'POST', `mailings/${mailing.id}/resume`, { token: o.token }))).toEqual({
      status: 'validation.invalid',
    });
  });

  it('starts a scheduled mailing at its time, and picks up what a dead sender left', async () => {
    const o = await organiser();
    const dee = uniqueEmail('dee');
    await buildParticipant(t.db, o.spring, { email: dee });
    const mailing = await o.write();
    expect(fieldsOf(await o.send(mailing.id, '2020-01-01T10:00:00Z'))).toEqual({
      sendAt: 'validation.invalid',
    });
    const at = new Date(Date.now() + 3_600_000);
    expect(ok(await o.send(mailing.id, at.toISOString())).mailing).toMatchObject({
      status: 'scheduled',
      progress: null,
    });
    await tickMailings({ ...t.app.deps, mailer: undefined }, new Date(at.getTime() - 1000));
    expect((await o.get(mailing.id)).status).toBe('scheduled');

    // At its time the tick makes the deliveries; a sender that claimed one and died leaves it `sending`.
    await tickMailings({ ...t.app.deps, mailer: undefined }, new Date(at.getTime() + 1000));
    expect((await o.get(mailing.id)).status).toBe('sending');
    await t.db
      .update(mailingDeliveries)
      .set({ status: 'sending', lockedAt: new Date(Date.now() - 10 * 60_000), attempts: 1 })
      .where(eq(mailingDeliveries.mailingId, mailing.id));
    await tickMailings(t.app.deps);
    expect(to(dee)).toHaveLength(1);
    expect((await o.get(mailing.id)).status).toBe('sent');
  });
});

describe('delivering in batches', () => {
  it('mails a batch larger than one settling write once each and settles every delivery', async () => {
    const o = await organiser();
    const addresses = Array.from({ length: 130 }, (_, i) => uniqueEmail(`many${i}`));
    for (const email of addresses) await buildParticipant(t.db, o.spring, { email });
    const mailing = await o.write();
    ok(await o.send(mailing.id));
    await deliverMailing(t.app.deps, mailing.id);
    expect(addresses.filter((a) => to(a).length !== 1)).toEqual([]);
    const rows = await deliveriesOf(mailing.id);
    expect(rows.filter((d) => d.status !== 'sent' || d.lockedAt !== null || !d.sentAt)).toEqual([]);
    expect(await o.get(mailing.id)).toMatchObject({ status: 'sent', progress: { sent: 130, remaining: 0 } });
  });

  it('leaves a claim alone that was released and claimed again before its first sender settled it', async () => {
    const o = await organiser();
    await buildParticipant(t.db, o.spring);
    const mailing = await o.write();
    ok(await o.send(mailing.id));
    const [first] = await claimDeliveries(t.db, mailing.id, 10);
    // Released as stale, then claimed by another sender (one attempt more).
    await t.db
      .update(mailingDeliveries)
      .set({ status: 'pending' })
      .where(eq(mailingDeliveries.id, first!.id));
    const [again] = await claimDeliveries(t.db, mailing.id, 10);
    expect(again).toMatchObject({ id: first!.id, attempts: first!.attempts + 1, status: 'sending' });

    await settleDeliveries(t.db, [
      { id: first!.id, attempts: first!.attempts, status: 'failed', response: 'late' },
    ]);
    expect((await deliveriesOf(mailing.id))[0]).toMatchObject({ status: 'sending', response: null });
    await settleDeliveries(t.db, [
      { id: again!.id, attempts: again!.attempts, status: 'sent', response: '250 ok' },
    ]);
    expect((await deliveriesOf(mailing.id))[0]).toMatchObject({
      status: 'sent',
      response: '250 ok',
      lockedAt: null,
    });
  });

  it('delivers in the tick a mailing nobody has been at, and only queues one a sender is at', async () => {
    const queued: string[] = [];
    const jobs = {
      // The queue holds the job back (a dead sender's job is still active under its key).
      send: async (name: string, data: Record<string, unknown> = {}) => {
        if (name === DELIVER_MAILING) queued.push(String(data.mailingId));
        return null;
      },
      sendMany: async () => {},
    };
    const o = await organiser();
    const left = uniqueEmail('left');
    const waiting = uniqueEmail('waiting');
    await buildParticipant(t.db, o.spring, { email: left });
    await buildParticipant(t.db, o.spring, { email: waiting });
    const orphaned = await o.write();
    ok(await o.send(orphaned.id));
    // Started a while ago; a sender claimed one and died; the other was never claimed.
    const aWhileAgo = new Date(Date.now() - 10 * 60_000);
    await t.db.update(mailings).set({ updatedAt: aWhileAgo }).where(eq(mailings.id, orphaned.id));
    await t.db
      .update(mailingDeliveries)
      .set({ status: 'sending', lockedAt: aWhileAgo, attempts: 1 })
      .where(and(eq(mailingDeliveries.mailingId, orphaned.id), eq(mailingDeliveries.email, left)));
    // Just started: its job has not begun yet.
    const newcomer = uniqueEmail('newcomer');
    await buildParticipant(t.db, o.spring, { email: newcomer });
    const started = await o.write({ name: 'Just started' });
    ok(await o.send(started.id));

    const busy = uniqueEmail('busy-sender');
    await buildParticipant(t.db, o.autumn, { email: busy });
    const active = await o.write({ eventIds: [o.autumn.id] });
    ok(await o.send(active.id));
    // A living sender just claimed it.
    await t.db
      .update(mailingDeliveries)
      .set({ status: 'sending', lockedAt: new Date(), attempts: 1 })
      .where(eq(mailingDeliveries.mailingId, active.id));
    const fresh = uniqueEmail('fresh');
    await buildParticipant(t.db, o.autumn, { email: fresh });
    await t.db.insert(mailingDeliveries).values({ mailingId: active.id, email: fresh });

    await tickMailings({ ...t.app.deps, jobs });
    expect(to(left)).toHaveLength(1);
    expect(to(waiting)).toHaveLength(1);
    expect((await o.get(orphaned.id)).status).toBe('sent');
    expect(queued).not.toContain(orphaned.id);
    expect(queued).toContain(active.id);
    expect(queued).toContain(started.id);
    expect(to(fresh)).toHaveLength(0);
    expect(to(newcomer)).toHaveLength(0);
    expect((await deliveriesOf(active.id)).map((d) => d.status).sort()).toEqual(['pending', 'sending']);
  });
});

describe('without SMTP (the local default)', () => {
  it('keeps each mail in the outbox, listed at /dev/mailbox', async () => {
    const o = await organiser();
    const gus = uniqueEmail('gus');
    await buildParticipant(t.db, o.spring, { email: gus, firstName: 'Gus' });
    const mailing = await o.write();
    ok(await o.send(mailing.id));
    await deliverMailing({ ...t.app.deps, mailer: outboxSender(t.db) }, mailing.id);
    expect(to(gus)).toHaveLength(0);
    const [kept] = await t.mails(gus);
    expect(kept).toMatchObject({ subject: 'News for Gus', template: 'mailing' });
    expect(kept!.links.filter((l) => l.startsWith(`${TEST_PUBLIC_URL}/unsubscribe/`))).toEqual([
      expect.stringMatching(/\/unsubscribe\/[0-9a-f-]{36}\.[\w-]{32}$/),
    ]);
    expect((await o.get(mailing.id)).status).toBe('sent');
  });
});

describe('unsubscribing', () => {
  it('takes the address out of every later mailing of the account, by the page or one click', async () => {
    const o = await organiser();
    const eve = uniqueEmail('eve');
    await buildParticipant(t.db, o.spring, { email: eve });
    await buildParticipant(t.db, o.autumn, { email: eve });
    const mailing = await o.write();
    ok(await o.send(mailing.id));
    await deliverMailing(t.app.deps, mailing.id);
    const link = /<([^>]+)>/.exec(String(headerOf(to(eve)[0]!.raw, 'List-Unsubscribe')))![1]!;
    const path = new URL(link).pathname.replace('/api/v1/', '');

    const info = ok(await call(t.app, 'GET', path));
    expect(info).toEqual({
      email: `e**@${eve.split('@')[1]}`,
      eventTitle: o.spring.title1,
      language: 'en',
      isUnsubscribed: false,
    });
    // RFC 8058: the mail client posts a form.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/api/v1/${path}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(ok(await call(t.app, 'GET', path)).isUnsubscribed).toBe(true);
    ok(await call(t.app, 'POST', path)); // again: still fine

    const recount = ok(
      await call(t.app, 'POST', 'mailings/recipients', {
        token: o.token,
        body: { eventIds: [o.spring.id, o.autumn.id] },
      }),
    );
    expect(recount).toEqual({ recipients: 0, suppressed: 1 });
    // The participants list says so, in both events.
    const listed = ok(await call(t.app, 'GET', 'participants', { token: o.token })).participants;
    expect(listed.map((p: { mailStatus: string | null }) => p.mailStatus)).toEqual([
      'unsubscribed',
      'unsubscribed',
    ]);

    const forged = path.replace(/\.[\w-]+$/, `.${'A'.repeat(32)}`);
    expect((await call(t.app, 'GET', forged)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', forged)).statusCode).toBe(404);
  });

  it('sends a test to the author, marked as one', async () => {
    const o = await organiser();
    await buildParticipant(t.db, o.spring, { firstName: 'Flo' });
    const mailing = await o.write();
    ok(await call(t.app, 'POST', `mailings/${mailing.id}/test`, { token: o.token }));
    const [mail] = await t.mails(o.user.email);
    expect(mail).toMatchObject({ subject: '[Test] News for Flo' });
    // As a recipient gets it: in the event's brand, around the message.
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('Flo');
  });
});
