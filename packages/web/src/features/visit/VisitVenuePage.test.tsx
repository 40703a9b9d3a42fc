import {
  type ActivityRecord,
  type Asset,
  type Door,
  type Venue,
  type VisitVenueResults,
  activityApi,
  visitsApi,
} from '@foyer/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import VisitVenuePage from './VisitVenuePage';
import { LIST_MODE_KEY, visitorKey } from './session';
import { VISIT_PARTICIPANT, openVenueMenu, requestsSent, visitEvent } from './testing';

let fake: FakeApi | undefined;

/** The fake API, with the organiser signed in too: their token must never travel with a visitor call. */
function visitApi(): FakeApi {
  fake = fakeApi({ token: 'organiser-token' }).on(activityApi.record, {});
  return fake;
}

afterEach(() => {
  // Every call the page made was one the test answered.
  expect(fake?.unhandled ?? []).toEqual([]);
  fake = undefined;
  vi.unstubAllGlobals();
});

const PAGE = 'expo2027';
const PATH = '/v/:pageCode';
const VENUE_PATH = `/public/venue/${PAGE}`;
const LEAVE_PATH = `/public/venue/${PAGE}/leave`;
const ACTIVITY_PATH = `/public/venue/${PAGE}/activity`;

const event = visitEvent({ title2: 'The trade fair' });
const participant = VISIT_PARTICIPANT;

function venue(door: Partial<Door> = {}): Venue {
  const room = (id: string, kind: 'HALL' | 'BOOTH', designId: string, title: string) => ({
    id,
    kind,
    designId,
    title,
    description: '',
    target: { kind: 'none' as const },
    nextRoomId: null,
    logoAssetId: null,
    color: null,
    shared: false,
    elements: [],
  });
  const canvas = (id: string, slotId: string, target: Venue['rooms'][number]['target']) => ({
    id,
    kind: 'HALL_CANVAS' as const,
    slotId,
    imageAssetId: null,
    target,
    duration: 10,
    fade: true,
    showLogo: false,
  });
  return {
    rooms: [
      {
        ...room('hall1', 'HALL', 'hall-atrium', 'Main hall'),
        elements: [
          canvas('c1', 'canvas-1', { kind: 'none' }),
          canvas('c2', 'canvas-2', { kind: 'chat', elementId: 'chat1' }),
          canvas('c3', 'canvas-3', { kind: 'room', elementId: 'booth1' }),
        ],
      },
      room('booth1', 'BOOTH', 'booth-kiosk', 'Booth A'),
    ],
    doors: [
      {
        id: 'door1',
        kind: 'DOOR',
        roomId: 'hall1',
        slotId: 'door-1',
        title: 'To booth A',
        title2: '',
        tooltip: '',
        target: { kind: 'room', elementId: 'booth1' },
        designId: null,
        opensAt: null,
        closesAt: null,
        ...door,
      },
    ],
    agenda: [],
    chats: [{ id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat' }],
    breakouts: [],
    profileItems: [],
    moderators: [],
  } as Venue;
}

const open = (v: Venue = venue()): VisitVenueResults => ({
  state: 'open',
  event,
  venue: v,
  assets: [],
  participant,
});
const INVALID = { errorKey: 'VISITOR_TOKEN_IS_INVALID' } as const;

describe('entering the venue', () => {
  it('exchanges the link token for a visitor session, stores it and removes the token from the URL', async () => {
    const api = visitApi()
      .on(visitsApi.enter, { visitorToken: 'visitor-1', participant })
      .on(visitsApi.venue, open());
    const { router } = renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}?token=link-token-123`);
    expect(await screen.findByRole('heading', { name: 'Main hall', level: 2 })).toBeTruthy();
    expect(localStorage.getItem(visitorKey(PAGE))).toBe('visitor-1');
    expect(router.state.location.search).not.toContain('token');
    expect(api.calls(visitsApi.enter)).toEqual([
      { params: { pageCode: PAGE }, query: {}, body: { token: 'link-token-123' } },
    ]);
    const sent = requestsSent(api);
    expect(sent.find((r) => r.method === 'GET' && r.path === VENUE_PATH)?.headers.visitorToken).toBe(
      'visitor-1',
    );
    // The organiser's token never travels with a visitor call.
    for (const request of sent) expect(request.headers.authToken).toBeUndefined();
  });

  it('uses the stored session without a link token', async () => {
    localStorage.setItem(visitorKey(PAGE), 'visitor-2');
    const api = visitApi().on(visitsApi.venue, open());
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Expo 2027', level: 1 })).toBeTruthy();
    const sent = requestsSent(api);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([`GET ${VENUE_PATH}`]);
    expect(sent[0]?.headers.visitorToken).toBe('visitor-2');
  });

  it('without a token or a session asks for the personal link', async () => {
    const api = visitApi();
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Use your personal link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the registration page' }).getAttribute('href')).toBe(
      `/r/${PAGE}`,
    );
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('says so when the link token is invalid, and forgets an older session', async () => {
    localStorage.setItem(visitorKey(PAGE), 'old');
    visitApi().on(visitsApi.enter, INVALID);
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}?token=bad-token-123`);
    expect((await screen.findByRole('alert')).textContent).toContain('This entry link is no longer valid');
    expect(screen.getByRole('heading', { name: 'Use your personal link' })).toBeTruthy();
    expect(localStorage.getItem(visitorKey(PAGE))).toBeNull();
  });

  it('drops a stored session the server no longer accepts', async () => {
    localStorage.setItem(visitorKey(PAGE), 'revoked');
    visitApi().on(visitsApi.venue, INVALID);
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect((await screen.findByRole('alert')).textContent).toContain('This entry link is no longer valid');
    expect(localStorage.getItem(visitorKey(PAGE))).toBeNull();
  });

  it('shows the title and the closed text of a closed event', async () => {
    localStorage.setItem(visitorKey(PAGE), 'visitor-3');
    visitApi().on(visitsApi.venue, {
      state: 'closed',
      event: { ...event, open: false },
      text: '<p>See you in March</p>',
      participant,
    });
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Expo 2027', level: 1 })).toBeTruthy();
    expect(screen.getByText('See you in March')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Main hall' })).toBeNull();
  });

  it('leaves: ends the session on the server and in this browser', async () => {
    localStorage.setItem(visitorKey(PAGE), 'visitor-4');
    const api = visitApi().on(visitsApi.venue, open()).on(visitsApi.leave, {});
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    await screen.findByRole('group', { name: 'Main hall' });
    await openVenueMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'You have left the event' })).toBeTruthy();
    expect(api.calls(visitsApi.leave)).toHaveLength(1);
    const leave = requestsSent(api).find((r) => r.method === 'POST' && r.path === LEAVE_PATH);
    expect(leave?.headers.visitorToken).toBe('visitor-4');
    expect(localStorage.getItem(visitorKey(PAGE))).toBeNull();
    // What the venue recorded went first, while the session still held.
    const posts = requestsSent(api).filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.path)).toEqual([ACTIVITY_PATH, LEAVE_PATH]);
    expect(posts[0]?.headers.visitorToken).toBe('visitor-4');
    const records = api.calls(activityApi.record).flatMap((call) => call.body.records);
    expect(records.map((r) => [r.kind, r.roomId])).toEqual([
      ['roomEnter', 'hall1'],
      ['roomLeave', 'hall1'],
      ['venueLeave', undefined],
    ]);
  });
});

describe('walking the venue', () => {
  const enterStored = (v?: Venue) => {
    localStorage.setItem(visitorKey(PAGE), 'visitor-5');
    visitApi().on(visitsApi.venue, open(v));
  };

  it('pushes a history entry per room, so back returns to the previous room', async () => {
    enterStored();
    const { router } = renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    const scene = await screen.findByRole('group', { name: 'Main hall' });
    await userEvent.click(within(scene).getByRole('button', { name: 'Go to To booth A' }));
    expect(await screen.findByRole('heading', { name: 'Booth A', level: 2 })).toBeTruthy();
    expect(router.state.location.search).toBe('?room=booth1');
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Main hall', level: 2 })).toBeTruthy();
  });

  it('opens the room of a deep link and offers every room in the rooms navigation', async () => {
    enterStored();
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}?room=booth1`);
    expect(await screen.findByRole('heading', { name: 'Booth A', level: 2 })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Rooms' });
    expect(within(nav).getByRole('button', { name: 'Booth A' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Main hall' }));
    expect(await screen.findByRole('heading', { name: 'Main hall', level: 2 })).toBeTruthy();
  });

  it('renders only actionable elements as buttons', async () => {
    enterStored();
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    const scene = await screen.findByRole('group', { name: 'Main hall' });
    const buttons = within(scene)
      .getAllByRole('button')
      .map((b) => b.getAttribute('data-slot'));
    // canvas-1 has no target: a picture, not a button; canvas-2's chat opens the chat panel.
    expect(buttons.sort()).toEqual(['canvas-2', 'canvas-3', 'door-1']);
    expect(within(scene).getAllByRole('img', { name: /^Picture/ })).toHaveLength(1);
  });

  it('shows a door that is not open yet as disabled with its countdown', async () => {
    const opensAt = new Date(Date.now() + (2 * 60 + 5) * 60_000 - 30_000).toISOString();
    enterStored(venue({ opensAt }));
    const { router } = renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    const scene = await screen.findByRole('group', { name: 'Main hall' });
    const door = within(scene).getByRole('button', { name: /To booth A/ });
    expect(door.getAttribute('aria-disabled')).toBe('true');
    expect(door.getAttribute('aria-label')).toBe('To booth A (closed) · Opens in 2 h 5 min');
    await userEvent.click(door);
    expect(router.state.location.search).toBe('');
  });

  it('switches to the list view and remembers it', async () => {
    enterStored();
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    await screen.findByRole('group', { name: 'Main hall' });
    await openVenueMenu();
    await userEvent.click(screen.getByRole('switch', { name: 'List view' }));
    expect(localStorage.getItem(LIST_MODE_KEY)).toBe('true');
    expect(screen.queryByRole('group', { name: 'Main hall' })).toBeNull();
    const list = screen.getByRole('region', { name: 'Main hall' });
    expect(within(list).getByRole('heading', { name: 'Main hall', level: 2 })).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Go to To booth A' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Booth A', level: 2 })).toBeTruthy());
    // Still the list after moving.
    expect((screen.getByRole('switch', { name: 'List view' }) as HTMLInputElement).checked).toBe(true);
  });

  it('starts in the list view when the visitor chose it before', async () => {
    localStorage.setItem(LIST_MODE_KEY, 'true');
    enterStored();
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('region', { name: 'Main hall' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Main hall' })).toBeNull();
  });
});

describe('recording what the visitor does', () => {
  const priceList: Asset = {
    id: 'doc1',
    kind: 'document',
    origin: 'custom',
    name: 'price-list.pdf',
    type: 'application/pdf',
    size: 1000,
    url: '/files/doc1',
    originalUrl: '/files/doc1',
    thumbnailUrl: null,
    createdAt: '2027-01-01T10:00:00.000Z',
    version: 1,
  };
  /** Booth A with a document monitor showing the price list. */
  function boothWithDocument(): VisitVenueResults {
    const v = venue();
    v.rooms[1] = {
      ...v.rooms[1],
      elements: [
        {
          id: 'mon1',
          kind: 'BOOTH_DOCMONITOR',
          slotId: 'monitor-1',
          title: 'Price list',
          tooltip: '',
          description: '',
          category: '',
          source: 'document',
          documentAssetId: 'doc1',
          url: null,
          imageAssetId: null,
          thumbnailAssetId: null,
          icon: '',
          hasRating: false,
        },
      ],
    } as Venue['rooms'][number];
    return { state: 'open', event, venue: v, assets: [priceList], participant };
  }

  it('records the document opened and downloaded in its booth, sent as a beacon when the page goes', async () => {
    // The venue reads the real navigator (a copy would lose its getters); the beacon is added to it.
    const beacon = vi.fn((_url: string, _data: Blob) => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: beacon });
    onTestFinished(() => {
      Reflect.deleteProperty(navigator, 'sendBeacon');
    });
    localStorage.setItem(visitorKey(PAGE), 'visitor-6');
    visitApi().on(visitsApi.venue, boothWithDocument());
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}?room=booth1`);
    const scene = await screen.findByRole('group', { name: 'Booth A' });
    const monitor = scene.querySelector<HTMLElement>('[data-slot="monitor-1"]');
    if (!monitor) throw new Error('no document monitor in the scene');
    await userEvent.click(monitor);
    const dialog = await screen.findByRole('dialog', { name: 'Price list' });
    // The download link is the browser's own; the test only wants its click.
    const download = within(dialog).getByRole('link', { name: 'Download' });
    download.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(download);

    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, data] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(`/api/v1${ACTIVITY_PATH}`);
    const body = JSON.parse(await (data as Blob).text()) as {
      records: ActivityRecord[];
      visitorToken: string;
    };
    expect(body.visitorToken).toBe('visitor-6');
    expect(body.records.map(({ at: _, seconds: __, ...r }) => r)).toEqual([
      { kind: 'roomEnter', roomId: 'booth1' },
      { kind: 'open', elementId: 'mon1', roomId: 'booth1' },
      { kind: 'download', elementId: 'mon1' },
      { kind: 'roomLeave', roomId: 'booth1' },
      { kind: 'venueLeave' },
    ]);
  });
});
