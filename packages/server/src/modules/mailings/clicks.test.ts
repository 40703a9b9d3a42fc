import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import { buildEvent, buildParticipant, buildUser, uniqueEmail } from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { mailingDeliveries } from '../../db/schema/index.js';
import { outboxSender } from '../../platform/mail/sender.js';
import { deliverMailing } from './delivery.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLICK = `${TEST_PUBLIC_URL}/api/v1/public/mailings/click/`;

/** A message with two web links, a mail link, the venue and unsubscribe placeholders and a hostile link. */
const HTML = [
  '<p>Hello {{firstname}}</p>',
  '<p><a href="https://example.com/agenda?day=1&amp;room=2">Agenda</a></p>',
  '<p><a href="mailto:help@example.com">Write to us</a></p>',
  '<p><a href="javascript:alert(1)">Prize</a> <a href="data:text/html,<script>alert(1)</script>">Data</a></p>',
  '<p><a href="{{venuelink}}">Enter</a></p>',
  '<p><a href="https://example.org/speakers">Speakers</a></p>',
  '<p><a href="{{unsubscribe}}">Unsubscribe</a></p>',
].join('');

/** A business account's mailing to one participant, sent into the outbox; the mail as it was kept. */
async function sentMailing(over: object = {}) {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const email = uniqueEmail('reader');
  await buildParticipant(t.db, event, { email, firstName: '<a href="https://evil.example">Ada</a>' });
  const mailing = ok(
    await call(t.app, 'POST', 'mailings', {
      token,
      body: { name: 'News', subject: 'News', html: HTML, eventIds: [event.id], ...over },
    }),
  ).mailing as { id: string; html: string };
  ok(await call(t.app, 'POST', `mailings/${mailing.id}/send`, { token, body: {} }));
  await deliverMailing({ ...t.app.deps, mailer: outboxSender(t.db) }, mailing.id);
  const [mail] = await t.mails(email);
  const hrefs = [...mail!.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
  const get = async () => ok(await call(t.app, 'GET', `mailings/${mailing.id}`, { token })).mailing;
  const list = async () => ok(await call(t.app, 'GET', 'mailings', { token })).mailings[0];
  return { mailing, mail: mail!, hrefs, get, list };
}

/** Follows a click link as a browser would (GET, or HEAD as link checkers do). */
const follow = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: url.replace(TEST_PUBLIC_URL, '') });

describe('opens counted by link clicks', () => {
  it("rewrites the html's web links per recipient, and leaves the others and the plain part as they are", async () => {
    const { mailing, mail, hrefs } = await sentMailing();
    // The stored html lost the hostile links' addresses to the sanitiser; they are not counted either.
    expect(mailing.html).not.toMatch(/javascript:|data:/);
    const token = /click\/([^/]+)\/0$/.exec(hrefs[0] ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[0-9a-f-]{36}\.[\w-]{32}$/);
    expect(hrefs).toEqual([
      `${CLICK}${token}/0`,
      'mailto:help@example.com',
      expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/r/[^/]+/confirm\\?token=[\\w-]+$`)),
      `${CLICK}${token}/1`,
      expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/unsubscribe/[0-9a-f-]{36}\\.[\\w-]{32}$`)),
      // The branded layout's footer: the same unsubscribe link, never counted.
      hrefs[4],
    ]);
    // A participant's value holding a link stays text: never a link, never counted.
    expect(mail.html).toContain('Hello &lt;a href=&quot;https://evil.example&quot;&gt;Ada&lt;/a&gt;');
    // The click token is not the unsubscribe token.
    expect(hrefs[4]).not.toContain(token);
    expect(mail.text).toContain('https://example.com/agenda?day=1&room=2');
    expect(mail.text).not.toContain(CLICK);
  });

  it('redirects to the original link by its number, counting each click and the recipients who clicked', async () => {
    const { hrefs, get, list } = await sentMailing();
    expect((await get()).progress).toMatchObject({ sent: 1, clicked: 0 });

    const agenda = await follow(hrefs[0]!);
    expect(agenda.statusCode).toBe(302);
    expect(agenda.headers.location).toBe('https://example.com/agenda?day=1&room=2');
    expect(agenda.headers['referrer-policy']).toBe('no-referrer');
    const speakers = await follow(hrefs[3]!);
    expect(speakers.headers.location).toBe('https://example.org/speakers');
    // A link checker's HEAD leads on but is no click.
    expect((await follow(hrefs[3]!, 'HEAD')).headers.location).toBe('https://example.org/speakers');

    const [delivery] = await t.db
      .select()
      .from(mailingDeliveries)
      .where(eq(mailingDeliveries.id, /click\/([0-9a-f-]{36})\./.exec(hrefs[0]!)![1]!));
    expect(delivery).toMatchObject({ clicks: 2 });
    expect(delivery!.clickedAt).toBeInstanceOf(Date);
    expect((await get()).progress).toMatchObject({ sent: 1, clicked: 1 });
    expect((await list()).progress).toMatchObject({ clicked: 1 });
  });

  it('sends a forged token, an unknown link or an address in the request to the start page, counting nothing', async () => {
    const { hrefs, get } = await sentMailing();
    const base = hrefs[0]!.replace(/\/0$/, '');
    const forged = base.replace(/\.[\w-]+$/, `.${'A'.repeat(32)}`);
    const unsubscribeToken = /unsubscribe\/(.+)$/.exec(hrefs[4]!)![1]!;
    for (const url of [
      `${forged}/0`,
      `${base}/2`,
      `${base}/-1`,
      `${base}/https%3A%2F%2Fevil.example`,
      `${CLICK}${unsubscribeToken}/0`,
      `${CLICK}not-a-token/0`,
    ]) {
      const res = await follow(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(`${TEST_PUBLIC_URL}/`);
    }
    expect((await get()).progress).toMatchObject({ clicked: 0 });
    // An address in the query changes nothing: the mailing's own link it is.
    const withQuery = await follow(`${base}/1?url=https://evil.example`);
    expect(withQuery.headers.location).toBe('https://example.org/speakers');
  });

  it('leaves every link as written when clicks are not counted', async () => {
    const { hrefs, get } = await sentMailing({ trackClicks: false });
    expect(hrefs[0]).toBe('https://example.com/agenda?day=1&amp;room=2');
    expect(hrefs[3]).toBe('https://example.org/speakers');
    expect(await get()).toMatchObject({ trackClicks: false, progress: { clicked: 0 } });
  });
});
