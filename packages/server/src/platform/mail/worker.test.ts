import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { uniqueEmail } from '../../../test/factories.js';
import { enqueueMail } from './mail.service.js';
import { createMailWorker } from './worker.js';

type Received = { to: string; subject: string; text: string; html: string };

let t: TestApp;
let smtp: SMTPServer;
let port: number;
const received: Received[] = [];
let failNext = 0;

beforeAll(async () => {
  t = await createTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      if (failNext > 0) {
        failNext--;
        stream.resume();
        stream.on('end', () => callback(new Error('mailbox unavailable')));
        return;
      }
      simpleParser(stream)
        .then((m) => {
          const to = Array.isArray(m.to) ? m.to[0] : m.to;
          received.push({
            to: to?.text ?? '',
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
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await t.close();
});

const silent = { info() {}, warn() {}, error() {} };
const rowOf = async (id: string) => (await t.db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];

describe('mail worker', () => {
  it('sends pending mails through SMTP once and marks them sent', async () => {
    const to = uniqueEmail();
    const mail = await enqueueMail(t.db, {
      to,
      template: 'confirmation',
      language: 'fr',
      vars: { name: 'Zoé', link: 'http://foyer.test/confirm-registration/?token=abc' },
    });
    const worker = createMailWorker({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Foyer <no-reply@foyer.test>',
      log: silent,
    });
    await worker.deliverPending();
    await worker.deliverPending();
    await worker.stop();
    const got = received.filter((r) => r.to === to);
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe(mail.subject);
    expect(got[0].text).toContain('http://foyer.test/confirm-registration/?token=abc');
    expect(got[0].html).toContain('href="http://foyer.test/confirm-registration/?token=abc"');
    expect((await rowOf(mail.id)).status).toBe('sent');
  });

  it('retries a failed send later, then gives up as failed after the last attempt', async () => {
    const mail = await enqueueMail(t.db, {
      to: uniqueEmail(),
      template: 'welcome',
      vars: { link: 'http://foyer.test/x' },
    });
    const worker = createMailWorker({
      db: t.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'no-reply@foyer.test',
      log: silent,
      maxAttempts: 2,
      backoffMs: 0,
    });
    failNext = 2;
    await worker.deliverPending();
    expect(await rowOf(mail.id)).toMatchObject({ status: 'pending', attempts: 1 });
    await worker.deliverPending();
    expect(await rowOf(mail.id)).toMatchObject({ status: 'failed', attempts: 2 });
    await worker.stop();
  });

  it('without SMTP keeps the mail and logs one line with its first link', async () => {
    const to = uniqueEmail();
    const mail = await enqueueMail(t.db, {
      to,
      template: 'passwordReset',
      vars: { link: 'http://foyer.test/change-password/?token=z' },
    });
    const lines: string[] = [];
    const worker = createMailWorker({
      db: t.db,
      from: 'x@foyer.test',
      log: { ...silent, info: (m) => lines.push(m) },
    });
    await worker.deliverPending();
    await worker.stop();
    expect((await rowOf(mail.id)).status).toBe('kept');
    expect(lines).toContain(`mail to ${to}: ${mail.subject} — http://foyer.test/change-password/?token=z`);
  });

  it('lets two workers side by side deliver each mail once', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, () =>
        enqueueMail(t.db, {
          to: uniqueEmail('pair'),
          template: 'welcome',
          vars: { link: 'http://foyer.test/y' },
        }),
      ),
    );
    const before = received.length;
    const make = () =>
      createMailWorker({
        db: t.db,
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'x@foyer.test',
        log: silent,
        batchSize: 2,
      });
    const a = make();
    const b = make();
    while ((await Promise.all([a.deliverPending(), b.deliverPending()])).some((n) => n > 0));
    await Promise.all([a.stop(), b.stop()]);
    expect(received.length - before).toBe(6);
    for (const m of ids) expect((await rowOf(m.id)).status).toBe('sent');
  });
});
