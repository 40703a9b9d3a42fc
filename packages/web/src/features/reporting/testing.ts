import type {
  BoothLeads,
  CompareEvent,
  CompareResults,
  EngagementListResults,
  EventReport,
  Funnel,
  LeadsResults,
  ParticipantEngagement,
  ReportTotals,
} from '@foyer/shared';
import { within } from '@testing-library/react';
import { vi } from 'vitest';
import type { FakeApi } from '../../test/fakeApi';

/** Midnight (Europe/Berlin, UTC+1 in March) of 10–14 Mar 2027: the day buckets of the fixture. */
const DAYS = [
  '2027-03-09T23:00:00.000Z',
  '2027-03-10T23:00:00.000Z',
  '2027-03-11T23:00:00.000Z',
  '2027-03-12T23:00:00.000Z',
  '2027-03-13T23:00:00.000Z',
] as const;

/** The totals of the fixture: the sums of its points. */
export const TOTALS: ReportTotals = {
  registered: 128,
  confirmed: 96,
  visitors: 74,
  entries: 131,
  peakConcurrent: 41,
  // 10:05 in Berlin
  peakAt: '2027-03-12T09:05:00.000Z',
  venueSeconds: 319_680,
  // 1 h 12 min
  averageVenueSeconds: 4_320,
  watchSeconds: 187_245,
  chatMessages: 1_245,
  activeChatters: 38,
  questions: 17,
};

/**
 * The report of Expo 2027 (ev1, Europe/Berlin) over 10–14 Mar 2027 by the day, as GET
 * reporting/events/{id} answers it; `over` changes any part.
 */
export const buildReport = (over: Partial<EventReport> = {}): EventReport => ({
  event: { id: 'ev1', name: 'Expo 2027', timeZone: 'Europe/Berlin' },
  range: { from: DAYS[0], to: '2027-03-14T23:00:00.000Z', bucket: 'day' },
  totals: TOTALS,
  registrations: [
    { at: DAYS[0], registered: 40, confirmed: 30 },
    { at: DAYS[1], registered: 50, confirmed: 40 },
    { at: DAYS[2], registered: 30, confirmed: 20 },
    { at: DAYS[3], registered: 8, confirmed: 6 },
    { at: DAYS[4], registered: 0, confirmed: 0 },
  ],
  visitors: [
    { at: DAYS[0], visitors: 0, entries: 0, peakConcurrent: 0 },
    { at: DAYS[1], visitors: 0, entries: 0, peakConcurrent: 0 },
    { at: DAYS[2], visitors: 60, entries: 100, peakConcurrent: 41 },
    { at: DAYS[3], visitors: 20, entries: 31, peakConcurrent: 12 },
    { at: DAYS[4], visitors: 0, entries: 0, peakConcurrent: 0 },
  ],
  rooms: [
    { id: 'hall1', name: 'Main hall', kind: 'HALL', visitors: 70, entries: 120, seconds: 200_000 },
    { id: 'theatre1', name: 'Auditorium', kind: 'THEATRE', visitors: 40, entries: 45, seconds: 90_000 },
    { id: 'booth1', name: 'Acme booth', kind: 'BOOTH', visitors: 25, entries: 30, seconds: 1_800 },
    { id: 'old1', name: 'Old lounge', kind: '', visitors: 3, entries: 3, seconds: 45 },
  ],
  documents: [
    {
      id: 'doc1',
      name: 'Product brochure',
      roomName: 'Acme booth',
      opens: 42,
      visitors: 30,
      downloads: 18,
      watchSeconds: 0,
      rating: 4.5,
      ratings: 8,
    },
  ],
  videos: [
    {
      id: 'vid1',
      name: 'Welcome video',
      roomName: 'Main hall',
      opens: 25,
      visitors: 22,
      downloads: 0,
      watchSeconds: 5_400,
      rating: null,
      ratings: 0,
    },
  ],
  links: [
    {
      id: 'link1',
      name: 'Careers page',
      roomName: 'Acme booth',
      opens: 12,
      visitors: 11,
      downloads: 0,
      watchSeconds: 0,
      rating: null,
      ratings: 0,
    },
  ],
  talks: [
    {
      id: 'talk1',
      name: 'Opening keynote',
      roomName: 'Auditorium',
      liveViewers: 38,
      onDemandViewers: 12,
      liveSeconds: 120_000,
      onDemandSeconds: 20_000,
      questions: 14,
      rating: 4.2,
      ratings: 21,
    },
  ],
  chats: [
    { id: 'chat1', name: 'Lobby chat', messages: 1_100, chatters: 35 },
    { id: 'direct', name: '', messages: 145, chatters: 12 },
  ],
  ...over,
});

/** The report of an event nobody registered for or visited yet: every figure 0, every list empty. */
export const buildEmptyReport = (): EventReport => {
  const report = buildReport();
  const totals: ReportTotals = {
    registered: 0,
    confirmed: 0,
    visitors: 0,
    entries: 0,
    peakConcurrent: 0,
    peakAt: null,
    venueSeconds: 0,
    averageVenueSeconds: 0,
    watchSeconds: 0,
    chatMessages: 0,
    activeChatters: 0,
    questions: 0,
  };
  return {
    ...report,
    totals,
    registrations: report.registrations.map(({ at }) => ({ at, registered: 0, confirmed: 0 })),
    visitors: report.visitors.map(({ at }) => ({ at, visitors: 0, entries: 0, peakConcurrent: 0 })),
    rooms: report.rooms
      .filter((r) => r.kind !== '')
      .map((r) => ({ ...r, visitors: 0, entries: 0, seconds: 0 })),
    documents: [],
    videos: [],
    links: [],
    talks: [],
    chats: [],
  };
};

// ---------------------------------------------------------------------------------------------
// Advanced reporting (business plan)

const RANGE = { from: DAYS[0], to: '2027-03-14T23:00:00.000Z' };

/**
 * The funnel of Expo 2027 over the fixture's range, as GET reporting/events/{id}/funnel answers it:
 * 640 page views → 128 registered (20 %) → 96 confirmed (75 %) → 74 entered (77 %) → 52 engaged (70 %).
 */
export const buildFunnel = (over: Partial<Funnel> = {}): Funnel => ({
  event: { id: 'ev1', name: 'Expo 2027' },
  range: RANGE,
  pageViews: 640,
  registered: 128,
  confirmed: 96,
  entered: 74,
  engaged: 52,
  ...over,
});

/** Participant `n` of the participants report: Person{n} Last{n}, figures that grow with n. */
export const buildEngagement = (
  n: number,
  over: Partial<ParticipantEngagement> = {},
): ParticipantEngagement => ({
  participantId: `p${n}`,
  firstName: `Person${n}`,
  lastName: `Last${n}`,
  email: `person${n}@example.com`,
  // 10:00 in Berlin
  registeredAt: '2027-03-10T09:00:00.000Z',
  confirmedAt: '2027-03-10T09:05:00.000Z',
  firstEntryAt: n % 2 === 0 ? '2027-03-12T08:30:00.000Z' : null,
  venueSeconds: n * 600,
  roomsVisited: n,
  elementsOpened: n * 2,
  documentsDownloaded: n,
  watchSecondsLive: n * 60,
  watchSecondsOnDemand: 0,
  chatMessages: n,
  questions: 0,
  pollVotes: 1,
  ratings: 0,
  ...over,
});

/** A page of the participants report: participants `from`…`to` of `total`. */
export const buildEngagementPage = (from: number, to: number, total: number): EngagementListResults => ({
  range: RANGE,
  participants: Array.from({ length: to - from + 1 }, (_, i) => buildEngagement(from + i)),
  total,
});

/**
 * Acme booth's (booth1) leads as GET reporting/events/{id}/leads answers them: Grace Hopper, who read,
 * watched, wrote and called, and her answers to the two fields shared with exhibitors; `over` changes the booth.
 */
export const buildLeads = (over: Partial<BoothLeads> = {}): LeadsResults => ({
  range: RANGE,
  fields: [
    { id: 'f-company', label: 'Company', type: 'text' },
    { id: 'f-news', label: 'Newsletter', type: 'checkbox' },
  ],
  booths: [
    {
      id: 'booth1',
      title: 'Acme booth',
      leads: [
        {
          participantId: 'p7',
          firstName: 'Grace',
          lastName: 'Hopper',
          email: 'grace@navy.example',
          documents: [
            { id: 'doc1', title: 'Product brochure', opens: 3, downloads: 1 },
            { id: 'doc2', title: 'Price list', opens: 1, downloads: 0 },
          ],
          videos: [{ id: 'vid2', title: 'Demo video', opens: 2, seconds: 45 }],
          chatMessages: 4,
          staffCallSeconds: 300,
          answers: { 'f-company': 'US Navy', 'f-news': true },
        },
      ],
      ...over,
    },
  ],
});

/** The totals of events side by side, as GET reporting/compare answers them, in the order of `ids`. */
export const buildCompare = (ids: readonly string[]): CompareResults => {
  const all: Record<string, CompareEvent> = {
    ev1: {
      id: 'ev1',
      name: 'Expo 2027',
      range: RANGE,
      registered: 128,
      confirmed: 96,
      entered: 74,
      engaged: 52,
      peakConcurrent: 41,
      averageVenueSeconds: 4_320,
      chatMessages: 1_245,
      questions: 17,
    },
    ev2: {
      id: 'ev2',
      name: 'Autumn fair',
      range: RANGE,
      registered: 300,
      confirmed: 250,
      entered: 180,
      engaged: 120,
      peakConcurrent: 95,
      averageVenueSeconds: 1_800,
      chatMessages: 2_000,
      questions: 40,
    },
    ev3: {
      id: 'ev3',
      name: 'Spring summit',
      range: RANGE,
      registered: 50,
      confirmed: 45,
      entered: 30,
      engaged: 10,
      peakConcurrent: 12,
      averageVenueSeconds: 600,
      chatMessages: 80,
      questions: 3,
    },
  };
  return { events: ids.flatMap((id) => (all[id] ? [all[id]] : [])) };
};

// ---------------------------------------------------------------------------------------------
// Test helpers

/** The cells of a table's rows, header row included, as text. */
export const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      [...row.querySelectorAll('th, td')].map((cell) =>
        // a header's definition button is not part of its text
        (cell.querySelector('span > span')?.textContent ?? cell.textContent ?? '').trim(),
      ),
    );

/** Put back after each test, passed or failed (restoreFileAnswers): jsdom's object URLs and anchor clicks. */
const restorers: (() => void)[] = [];

/** Puts back what every answerFile of the test replaced: for afterEach. */
export function restoreFileAnswers() {
  for (const restore of restorers.splice(0).reverse()) restore();
}

/** Answers the next call with a file, as the export endpoint does; tells what was asked and saved. */
export function answerFile(fake: FakeApi, fileName: string) {
  fake.fetchMock.mockImplementationOnce(
    async () =>
      new Response('file', {
        status: 200,
        headers: {
          'Content-Type': 'application/octet-stream',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      }),
  );
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:report');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const restore = () => {
    click.mockRestore();
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
  };
  restorers.push(restore);
  return {
    click,
    /** The last export asked (other calls may have gone out meanwhile). */
    url: () =>
      new URL(
        String(fake.fetchMock.mock.calls.findLast(([input]) => String(input).includes('/export'))?.[0]),
        'http://localhost',
      ),
    savedAs: () => (click.mock.instances[0] as unknown as HTMLAnchorElement).download,
    restore: () => {
      restorers.splice(restorers.indexOf(restore), 1);
      restore();
    },
  };
}
