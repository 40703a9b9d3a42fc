import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { api, expect, kickstarterEvent, openEvent, registeredVisitor, seedOrganiser } from '../e2e/support';

type Element = { id: string; kind: string; webcastAssetId?: string | null; videoAssetId?: string | null };
export type VenueAnswer = {
  venue: { rooms: { id: string; kind: string; elements: Element[] }[] };
  versions: Record<string, number>;
};
export type WebcastAnswer = {
  status: string;
  ingest: { serverUrl: string; streamKey: string } | null;
  recordings: { id: string; kind: string; duration: number | null }[];
};

/** The visitor goes to the auditorium and opens its first talk (its player in a dialog). */
export async function openTalk(page: Page) {
  await page
    .getByRole('navigation', { name: 'Rooms' })
    .getByRole('button', { name: /^Auditorium/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /^Video: / })
    .first()
    .click();
}

/**
 * An organiser with a conference whose auditorium's first talk is a new webcast "Main stage" (no
 * recorded video), the event open, and Mary registered: what the live journeys start from.
 */
export async function webcastInAuditorium(request: APIRequestContext) {
  const { token } = await seedOrganiser(request);
  const eventId = await kickstarterEvent(request, token, `Live Summit ${Date.now().toString(36)}`, {
    eventType: 'conference',
    videoPresentations: true,
  });
  const made = await api(request, 'POST', 'webcasts', { name: 'Main stage' }, token);
  expect(made.success, JSON.stringify(made)).toBe(true);
  const webcastId = (made.results!.webcast as { id: string }).id;
  const webcast = async () =>
    (await api(request, 'GET', `webcasts/${webcastId}`, undefined, token)).results!.webcast as WebcastAnswer;

  // The auditorium's first talk is the webcast (no recorded video), with Q&A, as the editor would set it.
  const { venue, versions } = (await api(request, 'GET', `events/${eventId}/venue`, undefined, token))
    .results as VenueAnswer;
  const talk = venue.rooms
    .find((r) => r.kind === 'THEATRE')!
    .elements.find((e) => e.kind === 'THEATRE_VIDEO')!;
  const updated = await api(
    request,
    'PUT',
    `events/${eventId}/elements/${talk.id}`,
    {
      version: versions[talk.id],
      element: { ...talk, webcastAssetId: webcastId, videoAssetId: null, interactive: true },
    },
    token,
  );
  expect(updated.success, JSON.stringify(updated)).toBe(true);
  // A slide of the auditorium, for the console to show the viewers.
  const slide = await api(
    request,
    'POST',
    `events/${eventId}/elements`,
    {
      parentId: venue.rooms.find((r) => r.kind === 'THEATRE')!.id,
      element: {
        kind: 'THEATRE_SLIDE',
        id: 'new',
        title: 'Harbour map',
        url: 'https://slides.example.com/0.png',
        time: 0,
      },
    },
    token,
  );
  expect(slide.success, JSON.stringify(slide)).toBe(true);
  const pageCode = await openEvent(request, token, eventId);
  const link = await registeredVisitor(request, pageCode, 'Mary');

  return { token, eventId, webcastId, talk, pageCode, link, webcast };
}

/** The player plays: its time passes 3 s within 30 s (the first segments arrive and decode). */
export async function expectPlaying(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000, intervals: [500] })
    .toBeGreaterThan(3);
}
