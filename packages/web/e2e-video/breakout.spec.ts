import { type APIRequestContext, type Browser, type Page, expect, test } from '@playwright/test';
import {
  addModerator,
  api,
  enterVenue,
  openEvent,
  registeredVisitor,
  seedOrganiser,
  uniqueEmail,
  seriousAxeViolations,
} from '../e2e/support';

type CallDebug = { publisher: RTCPeerConnection | null; subscriber: RTCPeerConnection | null };
declare global {
  interface Window {
    __foyerCall?: CallDebug;
  }
}

/** Frames of remote video this page has decoded so far (all its subscriptions). */
function framesDecoded(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const pc = window.__foyerCall?.subscriber;
    if (!pc) return 0;
    let frames = 0;
    for (const s of (await pc.getStats()).values())
      if (s.type === 'inbound-rtp' && s.kind === 'video') frames += s.framesDecoded ?? 0;
    return frames;
  });
}

/** The addresses of both ends of the selected ICE candidate pair of each of the page's connections. */
function selectedAddresses(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const addresses: string[] = [];
    for (const pc of [window.__foyerCall?.publisher, window.__foyerCall?.subscriber]) {
      if (!pc) continue;
      const stats = await pc.getStats();
      for (const s of stats.values()) {
        if (s.type !== 'transport' || !s.selectedCandidatePairId) continue;
        const pair = stats.get(s.selectedCandidatePairId);
        for (const id of [pair.localCandidateId, pair.remoteCandidateId])
          addresses.push(stats.get(id).address ?? stats.get(id).ip);
      }
    }
    return addresses;
  });
}

/**
 * An open job fair (its template has the breakout room "CV check" behind the lounge's staff figure,
 * and recruiters in the employers' booths) that allows video in chats; Grace moderates it. Answers
 * Mary's and Grace's pages in the hall, ready to read their calls' connections.
 */
async function careerDay(browser: Browser, request: APIRequestContext) {
  const { token } = await seedOrganiser(request);
  const created = await api(
    request,
    'POST',
    'events/jobFair',
    { name: `Career day ${Date.now().toString(36)}` },
    token,
  );
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;
  const pageCode = await openEvent(request, token, eventId, { allowChatVideo: true });
  const graceEmail = uniqueEmail('grace');
  await addModerator(request, token, eventId, graceEmail);
  // Its registration asks for a company and a career level.
  const { venue } = (await api(request, 'GET', `events/${eventId}/venue`, undefined, token)).results as {
    venue: { profileItems: { id: string; label: string }[] };
  };
  const fieldId = (label: string) => venue.profileItems.find((f) => f.label === label)!.id;
  const answers = { [fieldId('Company')]: 'Harbour Works', [fieldId('Career level')]: 'Graduate' };
  const links = [
    await registeredVisitor(request, pageCode, 'Mary', undefined, answers),
    await registeredVisitor(request, pageCode, 'Grace', graceEmail, answers),
  ];
  const pages: Page[] = [];
  for (const link of links) {
    const page = await enterVenue(browser, pageCode, link, 'Career hall');
    // Lets the test read the call's connections (the production build keeps them private otherwise).
    await page.evaluate(() => window.localStorage.setItem('foyer.debug.call', '1'));
    pages.push(page);
  }
  return { mary: pages[0]!, grace: pages[1]! };
}

/** Goes to a room by the room navigation. */
async function goTo(page: Page, room: string) {
  await page.getByRole('navigation', { name: 'Rooms' }).getByRole('button', { name: room }).click();
  await expect(page.getByRole('heading', { name: room, level: 2 })).toBeVisible();
}

/** Each page decodes the other's camera and keeps decoding, and the media stayed on 127.0.0.1. */
async function expectVideoBothWays(pages: Page[]) {
  for (const page of pages) {
    await expect(page.getByTestId('remote-video')).toHaveCount(1, { timeout: 20_000 });
    await expect.poll(() => framesDecoded(page), { timeout: 20_000 }).toBeGreaterThan(0);
    const before = await framesDecoded(page);
    await expect.poll(() => framesDecoded(page), { timeout: 10_000 }).toBeGreaterThan(before);
    const addresses = await selectedAddresses(page);
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    expect(new Set(addresses)).toEqual(new Set(['127.0.0.1']));
  }
}

test("two visitors meet in a breakout room and each decodes the other's video, over loopback", async ({
  browser,
  request,
}) => {
  const { mary, grace } = await careerDay(browser, request);
  for (const page of [mary, grace]) {
    await goTo(page, 'Career lounge');
    await page
      .getByRole('button', { name: /CV check/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: /CV check/ })).toBeVisible();
  }
  await expectVideoBothWays([mary, grace]);
  // The call screen is usable with assistive technology.
  expect(await seriousAxeViolations(mary)).toEqual([]);

  // Leaving hangs up: the other side sees the tile go.
  await mary.getByRole('button', { name: 'Leave call' }).click();
  await expect(grace.getByTestId('remote-video')).toHaveCount(0);
  for (const page of [mary, grace]) await page.context().close();
});

test("a visitor video-calls a booth's recruiter and a moderator answers the ringing call", async ({
  browser,
  request,
}) => {
  const { mary, grace } = await careerDay(browser, request);
  await goTo(mary, 'Employer A');
  await mary
    .getByRole('button', { name: /Employer A recruiter/ })
    .first()
    .click();
  await mary
    .getByRole('dialog', { name: /Employer A recruiter/ })
    .getByRole('button', { name: 'Video call' })
    .click();
  // The card gives way to the call screen.
  await expect(mary.getByRole('dialog', { name: /Employer A recruiter/ })).toHaveCount(1);
  await expect(mary.getByRole('button', { name: 'Leave call' })).toBeVisible();

  // Grace, a moderator, hears it ring and joins.
  await expect(grace.getByText('Mary Visitor is calling')).toBeVisible();
  await grace.getByRole('button', { name: 'Join' }).click();
  await expectVideoBothWays([mary, grace]);
  for (const page of [mary, grace]) await page.context().close();
});
