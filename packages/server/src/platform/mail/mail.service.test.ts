import type { AddressInfo } from 'node:net';
import { eq, inArray, sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/db.js';
import { uniqueEmail } from '../../../test/factories.js';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema/index.js';
import { type Jobs, startJobs } from '../jobs/jobs.js';
import {
  type MailDelivery,
  SEND_MAIL,
  enqueueMail,
  enqueueRenderedMails,
  sendDueMails,
  sendQueuedMail,
  senderOf,
} from './mail.service.js';
import { smtpSender } from './sender.js';

type Received = { to: string; from: string; subject: string; text: string; html: string };

let database: Database;
let jobs: Jobs;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
/** The next n mails are answered with this code (421: try later, 550: no). */
let refuse: { times: number; code: number; message: string } = { times: 0, code: 0, message: '' };

beforeAll(async () => {
  database = await openTestDb();
  jobs = await startJobs({ sql: database.sql, log: { info() {}, error() {} }, pollingIntervalSeconds: 0.5 });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (refuse.times > 0) {
        refuse.times--;
        const { code, message } = refuse;
        stream.resume();
        stream.on('end', () => callback(Object.assign(new Error(message), { responseCode: code })));
        return;
      }
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0] : m.to;
          received.push({
            to: to?.text ?? '',
            from: m.from?.text ?? '',
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: String(m.html),
          });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await jobs.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await database.close();
});

const silent = { info() {}, warn() {} };
const rowOf = async (id: string) =>
  (await database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const jobsOf = async (mailId: string) =>
  (
    await database.sql.executeSql(`select state from pgboss.job where name = $1 and data->>'mailId' = $2`, [
      SEND_MAIL,
      mailId,
    ])
  ).rows;
const sender = () => smtpSender({ url: `smtp://127.0.0.1:${port}`, ratePerSecond: 100 });

describe('the mail queue', () => {
  it('sends a queued mail once through SMTP with the job its transaction queued', async () => {
    const mailer = sender();
    const deps: MailDelivery = {
      db: database.db,
      jobs,
      mailer,
      mailFrom: 'Foyer <no-reply@foyer.test>',
      log: silent,
    };
    await jobs.work(SEND_MAIL, (data) => sendQueuedMail(deps, String(data.mailId)));
    const to = uniqueEmail();
    const mail = await database.db.transaction((tx) =>
      enqueueMail(
        { db: tx, jobs },
        {
          to,
          template: 'confirmation',
          language: 'fr',
          vars: { name: 'Zoé', link: 'http://foyer.test/confirm-registration/?token=abc' },
        },
      ),
    );
    await expect.poll(async () => (await rowOf(mail.id)).status, { timeout: 15_000 }).toBe('sent');
    // The job ran, and running it again (a retry, a second node) hands nothing on.
    await sendQueuedMail(deps, mail.id);
    const got = received.filter((r) => r.to === to);
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ subject: mail.subject, from: '"Foyer" <no-reply@foyer.test>' });
    expect(got[0].text).toContain('http://foyer.test/confirm-registration/?token=abc');
    expect(got[0].html).toContain('href="http://foyer.test/confirm-registration/?token=abc"');
    mailer.close();
  });

  it('queues mails written together with one job each, or neither when rolled back', async () => {
    const mail = (to: string) => ({
      to,
      template: 'registration',
      subject: `Hello ${to}`,
      html: '<p>Hi</p>',
      text: 'Hi',
      // Kept, so that the tick of a later test does not send them.
      status: 'kept' as const,
    });
    const sent = [uniqueEmail('a'), uniqueEmail('b'), uniqueEmail('c')];
    await database.db.transaction((tx) => enqueueRenderedMails({ db: tx, jobs }, sent.map(mail)));
    const rows = await database.db.select().from(mailOutbox).where(inArray(mailOutbox.to, sent));
    expect(rows.map((r) => r.subject).sort()).toEqual(sent.map((to) => `Hello ${to}`).sort());
    for (const row of rows) expect(await jobsOf(row.id)).toHaveLength(1);

    const rolledBack = uniqueEmail('rolled-back');
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueRenderedMails({ db: tx, jobs }, [mail(rolledBack)]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, rolledBack))).toEqual([]);
  });

  it('queues neither the mail nor its job when the change that caused it is rolled back', async () => {
    const to = uniqueEmail();
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = (
          await enqueueMail({ db: tx, jobs }, { to, template: 'welcome', vars: { link: 'http://x.test' } })
        ).id;
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(id).not.toBe('');
    expect(await rowOf(id)).toBeUndefined();
    expect(await jobsOf(id)).toEqual([]);
  });

  it('tries a 4xx again later with a job of its own, and fails a 5xx for good', async () => {
    const mailer = sender();
    const deps: MailDelivery = { db: database.db, jobs, mailer, mailFrom: 'x@foyer.test', log: silent };
    // Queued without jobs: only this test's calls send it.
    const temporary = await enqueueMail(
      { db: database.db },
      { to: uniqueEmail(), template: 'welcome', vars: { link: 'http://foyer.test/x' } },
    );
    refuse = { times: 1, code: 421, message: 'try again later' };
    await sendQueuedMail(deps, temporary.id);
    const row = await rowOf(temporary.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toContain('try again later');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await jobsOf(temporary.id)).toEqual([{ state: 'created' }]);
    // Not due yet: neither its job run early nor the tick sends it.
    await sendQueuedMail(deps, temporary.id);
    expect(await rowOf(temporary.id)).toMatchObject({ status: 'pending', attempts: 1 });

    const permanent = await enqueueMail(
      { db: database.db },
      { to: uniqueEmail(), template: 'welcome', vars: { link: 'http://foyer.test/y' } },
    );
    refuse = { times: 1, code: 550, message: '5.1.1 no such user' };
    await sendQueuedMail(deps, permanent.id);
    expect(await rowOf(permanent.id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await jobsOf(permanent.id)).toEqual([]);
    mailer.close();
  });

  it('without SMTP keeps the mail and logs one line with its first link', async () => {
    const to = uniqueEmail();
    const mail = await enqueueMail(
      { db: database.db },
      { to, template: 'passwordReset', vars: { link: 'http://foyer.test/change-password/?token=z' } },
    );
    const lines: string[] = [];
    await sendQueuedMail({ db: database.db, log: { ...silent, info: (m) => lines.push(m) } }, mail.id);
    expect((await rowOf(mail.id)).status).toBe('kept');
    expect(lines).toContain(`mail to ${to}: ${mail.subject} — http://foyer.test/change-password/?token=z`);
  });

  it('lets the tick send what no job carries, and a claim a killed node left behind', async () => {
    const mailer = sender();
    const deps: MailDelivery = { db: database.db, mailer, mailFrom: 'x@foyer.test', log: silent };
    const mails = await Promise.all(
      Array.from({ length: 5 }, () =>
        enqueueMail(
          { db: database.db },
          { to: uniqueEmail('tick'), template: 'welcome', vars: { link: 'http://foyer.test/z' } },
        ),
      ),
    );
    // One was being sent when its node died ten minutes ago.
    await database.db
      .update(mailOutbox)
      .set({ status: 'sending', lockedAt: sql`now() - interval '10 minutes'` })
      .where(eq(mailOutbox.id, mails[0].id));
    const before = received.length;
    // Two ticks side by side (two nodes) hand each mail on once.
    await Promise.all([sendDueMails(deps), sendDueMails(deps)]);
    expect(received.length - before).toBe(5);
    for (const m of mails) expect((await rowOf(m.id)).status).toBe('sent');
    mailer.close();
  });
});

describe('senderOf', () => {
  it('reads the name and address of MAIL_FROM', () => {
    expect(senderOf('Foyer <no-reply@foyer.test>')).toEqual({
      name: 'Foyer',
      address: 'no-reply@foyer.test',
    });
    expect(senderOf('"Foyer Events" <a@b.test>')).toEqual({ name: 'Foyer Events', address: 'a@b.test' });
    expect(senderOf('a@b.test')).toEqual({ name: '', address: 'a@b.test' });
  });
});
