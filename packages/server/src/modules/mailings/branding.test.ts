import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../../../test/app.js';
import {
  buildAsset,
  buildEvent,
  buildParticipant,
  buildRegPage,
  buildUser,
  uniqueEmail,
} from '../../../test/factories.js';
import { call, ok } from '../../../test/http.js';
import { events } from '../../db/schema/index.js';
import { outboxSender } from '../../platform/mail/sender.js';
import { deliverMailing } from './delivery.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CLICK = `${TEST_PUBLIC_URL}/api/v1/public/mailings/click/`;

/**
 * A business account's event with a PNG logo, a German registration page starting 12 May 2031 at
 * 09:30 in Berlin, and the page's colour.
 */
async function brandedEvent() {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  const built = await buildEvent(t.db, { tenantId: user.id, timeZone: 'Europe/Berlin' });
  const logo = await buildAsset(t, { tenantId: user.id, name: 'Logo' });
  const [event] = await t.db
    .update(events)
    .set({ logoAssetId: logo.id, title1: 'Sommerfest <2031>', mainColor: '#ffd400', textColor: '#ffffff' })
    .where(eq(events.id, built.id))
    .returning();
  await buildRegPage(t.db, event!, {
    language: 'de',
    mainColor: '#0b3d91',
    startsAt: '2031-05-12T07:30:00Z',
    mailSubject: 'Willkommen',
    mailHtml: '<p>Guten Tag {{firstname}}, <a href="{{authurl}}">bestätigen</a></p>',
    mailText: 'Guten Tag {{firstname}}: {{authurl}}',
  });
  return { user, token, event: event!, logoUrl: `${TEST_PUBLIC_URL}/files/${logo.originalKey}` };
}

/** The `<img>` tags of an html part. */
const imagesOf = (html: string) => [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);

describe('registration mails', () => {
  it("wrap the page's text in the event's brand with a button for the personal link", async () => {
    const { event, logoUrl } = await brandedEvent();
    const email = uniqueEmail('visitor');
    ok(
      await call(t.app, 'POST', `public/regpage/${event.pageCode}/register`, {
        body: { email, firstName: 'Ada', lastName: 'Lovelace', termsAccepted: true },
      }),
    );
    const [mail] = await t.mails(email);
    const link = mail!.links[0]!;
    expect(link).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/r/${event.pageCode}/confirm\\?token=`));
    expect(mail!.html).toMatch(/<html lang="de"/);
    expect(imagesOf(mail!.html)).toEqual([
      expect.stringMatching(new RegExp(`alt="Sommerfest &lt;2031&gt;"[^>]*src="${logoUrl}"`)),
    ]);
    expect(mail!.html).not.toContain('Sommerfest <2031>');
    // The start in the event's zone, in the page's language.
    expect(mail!.html).toContain('12. Mai 2031 um 09:30');
    expect(mail!.html).toContain('Europe/Berlin');
    // The page's own link, and the button to the same personal link in the page's colour.
    const toLink = [...mail!.html.matchAll(/href="([^"]*)"/g)].filter(
      (m) => m[1] === link.replace(/&/g, '&amp;'),
    );
    expect(toLink).toHaveLength(2);
    expect(mail!.html).toContain('Bestätigen und zur Veranstaltung');
    expect(mail!.html).toMatch(/background:#0b3d91/);
    expect(mail!.html).toContain('Guten Tag Ada');
    // The plain part: the page's text, the start, the calendar link.
    expect(mail!.text).toContain(`Guten Tag Ada: ${link}`);
    expect(mail!.text).toContain('Sommerfest <2031>: 12. Mai 2031 um 09:30');
    expect(mail!.links).toContain(`${TEST_PUBLIC_URL}/api/v1/public/regpage/${event.pageCode}/calendar.ics`);
  });
});

describe('mailings', () => {
  it("are sent in the event's brand, counted links still counted and the unsubscribe link in the footer", async () => {
    const { token, event, logoUrl } = await brandedEvent();
    const email = uniqueEmail('reader');
    await buildParticipant(t.db, event, { email, firstName: 'Ada' });
    const mailing = ok(
      await call(t.app, 'POST', 'mailings', {
        token,
        body: {
          name: 'News',
          subject: 'News',
          html: '<p>Hallo {{firstname}}, <a href="https://example.com/agenda">Programm</a></p>',
          eventIds: [event.id],
          trackClicks: true,
        },
      }),
    ).mailing as { id: string };
    ok(await call(t.app, 'POST', `mailings/${mailing.id}/send`, { token, body: {} }));
    await deliverMailing({ ...t.app.deps, mailer: outboxSender(t.db) }, mailing.id);
    const [mail] = await t.mails(email);
    const html = mail!.html;
    expect(html).toMatch(/<html lang="de"/);
    expect(imagesOf(html)).toEqual([expect.stringMatching(new RegExp(`src="${logoUrl}"`))]);
    expect(html).toContain('Sommerfest &lt;2031&gt;');
    expect(html).toContain('12. Mai 2031 um 09:30');
    // The event's colour (not the page's) on the band.
    expect(html).toMatch(/border-top:6px solid #ffd400/);
    const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs).toEqual([
      expect.stringMatching(new RegExp(`^${CLICK}[0-9a-f-]{36}\\.[\\w-]{32}/0$`)),
      expect.stringMatching(new RegExp(`^${TEST_PUBLIC_URL}/unsubscribe/[0-9a-f-]{36}\\.[\\w-]{32}$`)),
    ]);
    expect(html).toContain(
      'Sie erhalten diese E-Mail, weil Sie sich für „Sommerfest &lt;2031&gt;“ angemeldet haben.',
    );
    expect(html).toContain('>Abmelden</a>');
    // The counted link still leads on.
    const click = await t.app.inject({ method: 'GET', url: hrefs[0]!.replace(TEST_PUBLIC_URL, '') });
    expect(click.headers.location).toBe('https://example.com/agenda');
    expect(mail!.text).toContain('Hallo Ada, ');
  });
});
