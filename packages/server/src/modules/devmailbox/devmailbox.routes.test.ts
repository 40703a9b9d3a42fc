import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueMail } from '../../platform/mail/mail.service.js';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { uniqueEmail } from '../../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /dev/mailbox/messages', () => {
  it('answers the mails to an address newest first, with their links', async () => {
    const to = uniqueEmail();
    await enqueueMail(t, {
      to,
      template: 'confirmation',
      vars: { link: 'http://foyer.test/confirm-registration/?token=one' },
    });
    await enqueueMail(t, { to, template: 'welcome', vars: { link: 'http://foyer.test/events/list' } });
    await enqueueMail(t, {
      to: uniqueEmail(),
      template: 'welcome',
      vars: { link: 'http://foyer.test/x' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/dev/mailbox/messages?to=${encodeURIComponent(to.toUpperCase())}`,
    });
    const { messages } = res.json();
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatchObject({ to, links: ['http://foyer.test/events/list'] });
    expect(messages[1].links).toEqual(['http://foyer.test/confirm-registration/?token=one']);
    expect(Object.keys(messages[0]).sort()).toEqual([
      'createdAt',
      'html',
      'id',
      'links',
      'subject',
      'text',
      'to',
    ]);
  });
});

describe('GET /dev/mailbox', () => {
  it('lists the outbox as html with every shown value escaped', async () => {
    await enqueueMail(t, {
      to: '<img src=x onerror=alert(1)>@acme.com',
      template: 'welcome',
      vars: { link: 'http://x.test' },
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).toContain('&lt;img src=x');
  });
});

describe('GET /dev/mailbox/:id', () => {
  it('shows the html of one mail', async () => {
    const mail = await enqueueMail(t, {
      to: uniqueEmail(),
      template: 'passwordReset',
      vars: { link: 'http://foyer.test/r' },
    });
    const res = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="http://foyer.test/r"');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox/00000000-0000-0000-0000-000000000000',
    });
    expect(res.statusCode).toBe(404);
  });

  it('is not served when the dev mailbox is off (production)', async () => {
    const s = await createTestApp({ devMailbox: false });
    try {
      const res = await s.app.inject({ method: 'GET', url: '/dev/mailbox/messages' });
      expect(res.statusCode).toBe(404);
    } finally {
      await s.close();
    }
  });
});
