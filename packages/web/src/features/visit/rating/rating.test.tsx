import {
  type Asset,
  type BoothDocMonitor,
  type Room,
  type TheatreLink,
  type TheatreVideo,
  type Venue,
  type VisitVenueResults,
  activityApi,
  ratingsApi,
  visitsApi,
} from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../lib/i18n';
import { type FakeApi, fakeApi } from '../../../test/fakeApi';
import { theme } from '../../../ui/theme';
import { renderAt } from '../../editor/testing';
import VisitVenuePage from '../VisitVenuePage';
import { visitorKey } from '../session';
import { TargetHost } from '../targets';
import { DocumentViewer } from '../targets/viewers/DocumentViewer';
import { ProgrammeViewer } from '../targets/viewers/ProgrammeViewer';
import { VisitorSessionContext } from '../visitorSession';
import { withRating } from './useElementRating';
import { holdRequests, requestsSent, visitEvent } from '../testing';

let fake: FakeApi | undefined;

/** The fake API of a visitor (no organiser session). */
function visitApi(): FakeApi {
  fake = fakeApi({ token: null }).on(activityApi.record, {});
  return fake;
}

afterEach(() => {
  // Every call the viewers made was one the test answered.
  expect(fake?.unhandled ?? []).toEqual([]);
  fake = undefined;
  vi.unstubAllGlobals();
  localStorage.clear();
});

const PAGE = 'expo2027';
const puts = (api: FakeApi) => requestsSent(api).filter((r) => r.method === 'PUT');

const pdf: Asset = {
  id: 'doc1',
  kind: 'document',
  origin: 'custom',
  name: 'brochure.pdf',
  type: 'application/pdf',
  size: 1000,
  url: '/files/doc1',
  originalUrl: '/files/doc1',
  thumbnailUrl: null,
  createdAt: '2027-01-01T10:00:00.000Z',
  version: 1,
};
const monitor = (hasRating: boolean): BoothDocMonitor => ({
  id: 'mon1',
  kind: 'BOOTH_DOCMONITOR',
  slotId: 'monitor-1',
  title: 'Brochure',
  tooltip: '',
  description: '',
  category: '',
  source: 'document',
  documentAssetId: 'doc1',
  url: null,
  imageAssetId: null,
  thumbnailAssetId: null,
  icon: '',
  hasRating,
});
const talk = (id: string, title: string, rating: boolean): TheatreVideo => ({
  id,
  kind: 'THEATRE_VIDEO',
  title,
  description: '',
  speaker: '',
  bio: '',
  category: '',
  videoAssetId: null,
  webcastAssetId: null,
  chatId: null,
  link: null,
  thumbnailAssetId: null,
  startsAt: null,
  plannedLiveStart: null,
  onDemandFrom: null,
  noSlides: false,
  interactive: false,
  rating,
});
const linkItem: TheatreLink = {
  id: 'link1',
  kind: 'THEATRE_LINK',
  title: 'Workshop notes',
  category: '',
  description: '',
  speaker: '',
  bio: '',
  rating: true,
  thumbnailAssetId: null,
  target: { kind: 'none' },
};
const theatre: Room = {
  id: 'th1',
  kind: 'THEATRE',
  designId: 'theatre-amphi',
  title: 'Auditorium',
  description: '',
  target: { kind: 'none' },
  nextRoomId: null,
  logoAssetId: null,
  color: null,
  shared: false,
  elements: [talk('talk1', 'Keynote', true), talk('talk2', 'Panel', false), linkItem],
};
const venue = {
  rooms: [theatre],
  doors: [],
  agenda: [],
  chats: [],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

/** Renders a viewer as the live venue (with a visitor session) or as the organiser's preview. */
function renderViewer(viewer: ReactNode, isLive = true) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const host = (
    <TargetHost
      venue={venue}
      assets={new Map([[pdf.id, pdf]])}
      event={{ id: 'ev1', startRoomId: 'th1', allowChatVideo: false }}
      onRoom={() => {}}
    >
      {viewer}
    </TargetHost>
  );
  render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        {isLive ? (
          <VisitorSessionContext.Provider value={{ pageCode: PAGE, visitorToken: 'visitor-7' }}>
            {host}
          </VisitorSessionContext.Provider>
        ) : (
          host
        )}
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const stars = (name: string) => within(screen.getByRole('radiogroup', { name }));

describe('RatingStars in the document viewer', () => {
  it('shows five named stars, the average, the count and the visitor’s own rating', async () => {
    const api = visitApi().on(ratingsApi.list, { ratings: { mon1: { average: 4.25, count: 12, mine: 5 } } });
    renderViewer(<DocumentViewer asset={pdf} monitor={monitor(true)} />);
    expect(await screen.findByText('4.3 from 12 ratings · you gave 5 stars')).toBeTruthy();
    const group = stars('Your rating of “Brochure”');
    expect(group.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Rate 1 star',
      'Rate 2 stars',
      'Rate 3 stars',
      'Rate 4 stars',
      'Rate 5 stars',
    ]);
    expect((group.getByRole('radio', { name: 'Rate 5 stars' }) as HTMLInputElement).checked).toBe(true);
    expect(api.calls(ratingsApi.list)[0]?.params).toEqual({ pageCode: PAGE });
    expect(requestsSent(api)[0]?.headers.visitorToken).toBe('visitor-7');
  });

  it('rates at once (optimistic) and then shows the server’s answer', async () => {
    const api = visitApi()
      .on(ratingsApi.list, { ratings: { mon1: { average: 3, count: 2, mine: null } } })
      .on(ratingsApi.rate, { average: 3.5, count: 4, mine: 5 });
    const answer = holdRequests(api, 'PUT');
    renderViewer(<DocumentViewer asset={pdf} monitor={monitor(true)} />);
    expect(await screen.findByText('3.0 from 2 ratings')).toBeTruthy();
    await userEvent.click(stars('Your rating of “Brochure”').getByRole('radio', { name: 'Rate 5 stars' }));
    // Before the server answers: (3 + 3 + 5) / 3.
    expect(await screen.findByText('3.7 from 3 ratings · you gave 5 stars')).toBeTruthy();
    expect(puts(api).map((r) => [r.path, r.headers.visitorToken])).toEqual([
      [`/public/venue/${PAGE}/ratings/mon1`, 'visitor-7'],
    ]);
    answer();
    expect(await screen.findByText('3.5 from 4 ratings · you gave 5 stars')).toBeTruthy();
    expect(api.calls(ratingsApi.rate)).toEqual([
      { params: { pageCode: PAGE, elementId: 'mon1' }, query: {}, body: { stars: 5 } },
    ]);
  });

  it('moves and rates with the arrow keys', async () => {
    const api = visitApi()
      .on(ratingsApi.list, { ratings: { mon1: { average: 2, count: 1, mine: 2 } } })
      .on(ratingsApi.rate, ({ body }) => ({ average: body.stars, count: 1, mine: body.stars }));
    // user-event walks radios with CSS.escape, which jsdom lacks.
    vi.stubGlobal('CSS', { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) });
    renderViewer(<DocumentViewer asset={pdf} monitor={monitor(true)} />);
    expect(await screen.findByText('2.0 from 1 rating · you gave 2 stars')).toBeTruthy();
    const two = stars('Your rating of “Brochure”').getByRole('radio', { name: 'Rate 2 stars' });
    two.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('3.0 from 1 rating · you gave 3 stars')).toBeTruthy();
    await waitFor(() => expect(api.calls(ratingsApi.rate).map((c) => c.body)).toEqual([{ stars: 3 }]));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Rate 3 stars');
  });

  it('takes the rating back and says so when the server refuses it', async () => {
    visitApi()
      .on(ratingsApi.list, { ratings: { mon1: { average: 4, count: 1, mine: null } } })
      .on(ratingsApi.rate, { errorKey: 'NOT_FOUND' });
    renderViewer(<DocumentViewer asset={pdf} monitor={monitor(true)} />);
    expect(await screen.findByText('4.0 from 1 rating')).toBeTruthy();
    await userEvent.click(stars('Your rating of “Brochure”').getByRole('radio', { name: 'Rate 1 star' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This can no longer be rated.');
    expect(screen.getByText('4.0 from 1 rating')).toBeTruthy();
  });

  it('shows no stars when the monitor has rating off, or in the organiser’s preview', async () => {
    const api = visitApi();
    renderViewer(<DocumentViewer asset={pdf} monitor={monitor(false)} />);
    renderViewer(<DocumentViewer asset={pdf} monitor={monitor(true)} />, false);
    expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(2);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('RatingStars in the programme viewer', () => {
  it('offers stars for rated talks and link items only, from one request', async () => {
    const api = visitApi().on(ratingsApi.list, {
      ratings: {
        talk1: { average: null, count: 0, mine: null },
        link1: { average: 5, count: 1, mine: null },
      },
    });
    renderViewer(<ProgrammeViewer theatre={theatre} />);
    expect(await screen.findByText('No ratings yet. Be the first!')).toBeTruthy();
    expect(screen.getByText('5.0 from 1 rating')).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Your rating of “Keynote”' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Your rating of “Workshop notes”' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Your rating of “Panel”' })).toBeNull();
    expect(api.calls(ratingsApi.list)).toHaveLength(1);
  });

  it('shows nothing to rate in the organiser’s preview', async () => {
    const api = visitApi();
    renderViewer(<ProgrammeViewer theatre={theatre} />, false);
    expect(screen.getByRole('heading', { name: 'Keynote' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});

describe('RatingStars in the live venue', () => {
  it('rates a talk opened from the venue with the visitor session', async () => {
    localStorage.setItem(visitorKey(PAGE), 'visitor-8');
    const results = {
      state: 'open',
      event: visitEvent({ pageCode: PAGE, startRoomId: 'th1' }),
      venue,
      assets: [],
      participant: { id: 'p1', firstName: 'Grace', lastName: 'Hopper', isModerator: false },
    } satisfies VisitVenueResults;
    const api = visitApi()
      .on(visitsApi.venue, results)
      .on(ratingsApi.list, { ratings: { talk1: { average: null, count: 0, mine: null } } })
      .on(ratingsApi.rate, { average: 4, count: 1, mine: 4 });
    renderAt(<VisitVenuePage />, '/v/:pageCode', `/v/${PAGE}?room=th1`);
    await screen.findByRole('heading', { name: 'Auditorium', level: 2 });
    expect(api.calls(ratingsApi.list)).toHaveLength(0);
    const scene = screen.getByRole('group', { name: 'Auditorium' });
    await userEvent.click(within(scene).getByRole('button', { name: 'Video: Keynote' }));
    const dialog = await screen.findByRole('dialog');
    const keynote = await within(dialog).findByRole('radiogroup', { name: 'Your rating of “Keynote”' });
    await userEvent.click(within(keynote).getByRole('radio', { name: 'Rate 4 stars' }));
    expect(await within(dialog).findByText('4.0 from 1 rating · you gave 4 stars')).toBeTruthy();
    expect(api.calls(ratingsApi.rate).map((c) => c.params)).toEqual([{ pageCode: PAGE, elementId: 'talk1' }]);
    expect(puts(api)[0]?.headers.visitorToken).toBe('visitor-8');
  });
});

describe('withRating', () => {
  it('adds a first rating and replaces the visitor’s earlier one', () => {
    expect(withRating({ average: null, count: 0, mine: null }, 4)).toEqual({ average: 4, count: 1, mine: 4 });
    expect(withRating({ average: 3, count: 2, mine: null }, 5)).toEqual({ average: 3.67, count: 3, mine: 5 });
    expect(withRating({ average: 3, count: 2, mine: 2 }, 5)).toEqual({ average: 4.5, count: 2, mine: 5 });
  });
});
