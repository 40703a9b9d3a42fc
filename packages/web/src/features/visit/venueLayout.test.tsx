import { type Asset, type Venue, type VisitVenueResults, activityApi, visitsApi } from '@foyer/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { wideScreen } from '../../test/media';
import { renderAt } from '../editor/testing';
import { TOUCH_TARGET_PX } from '../venue';
import VisitVenuePage from './VisitVenuePage';
import { FakeSocket, fakeSocketFactory } from './realtime/fakeSocket';
import { visitorKey } from './session';
import { VISIT_PAGE, VISIT_PARTICIPANT, visitEvent } from './testing';

/** The template library's logo placeholder: the new event's logo and the hall's banner. */
const PLACEHOLDER = '00000000-0000-4000-8000-0000000000a1';
const placeholder: Asset = {
  id: PLACEHOLDER,
  kind: 'image',
  origin: 'template',
  name: 'Logo placeholder 140x38',
  type: 'image/png',
  size: 1,
  url: '/files/templates/logo-placeholder-1/original.png',
  originalUrl: '/files/templates/logo-placeholder-1/original.png',
  thumbnailUrl: null,
  createdAt: '2027-01-01T00:00:00.000Z',
  version: 1,
};

const room = (id: string, title: string, elements: unknown[] = []) => ({
  id,
  kind: 'HALL',
  designId: 'hall-atrium',
  title,
  description: '',
  target: { kind: 'none' },
  nextRoomId: null,
  logoAssetId: null,
  color: null,
  elements,
});
const venue = {
  rooms: [
    room('hall1', 'Main hall', [
      {
        id: 'c1',
        kind: 'HALL_CANVAS',
        slotId: 'canvas-1',
        imageAssetId: PLACEHOLDER,
        target: { kind: 'none' },
        duration: 10,
        fade: true,
        showLogo: false,
      },
    ]),
    room('hall2', 'Second hall'),
  ],
  doors: [
    {
      id: 'door1',
      kind: 'DOOR',
      roomId: 'hall1',
      slotId: 'door-1',
      title: 'Second hall',
      title2: '',
      tooltip: '',
      target: { kind: 'room', elementId: 'hall2' },
      designId: null,
      opensAt: null,
      closesAt: null,
    },
  ],
  agenda: [],
  chats: [{ id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat' }],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

let api: FakeApi | undefined;

afterEach(() => {
  expect(api?.unhandled ?? []).toEqual([]);
  api = undefined;
  vi.restoreAllMocks();
});

/** The venue of a template event (its logo and the hall's banner are the placeholder), connected. */
async function enterVenue() {
  localStorage.setItem(visitorKey(VISIT_PAGE), 'visitor-1');
  const results: VisitVenueResults = {
    state: 'open',
    event: visitEvent({ title2: 'The trade fair', logoUrl: placeholder.url }),
    venue,
    assets: [placeholder],
    participant: VISIT_PARTICIPANT,
  };
  api = fakeApi({ token: null }).on(visitsApi.venue, results).on(activityApi.record, {});
  const socket = new FakeSocket();
  socket.answers.set('room:enter', () => ({ ok: true, count: 1 }));
  socket.answers.set('chat:join', () => ({ ok: true, messages: [], hasMore: false, muted: false }));
  const { factory } = fakeSocketFactory(socket);
  renderAt(<VisitVenuePage createSocket={factory} />, '/v/:pageCode', `/v/${VISIT_PAGE}`);
  const scene = await screen.findByRole('group', { name: 'Main hall' });
  act(() => socket.connect());
  return scene;
}

const minHeight = (element: HTMLElement) => Number.parseFloat(getComputedStyle(element).minHeight);

describe('the venue for visitors', () => {
  it('never shows the template placeholder: the hall’s logo slot shows the event’s title instead', async () => {
    const scene = await enterVenue();
    expect(document.querySelector(`img[src="${placeholder.url}"]`)).toBeNull();
    expect(within(scene).queryByRole('img', { name: /placeholder/i })).toBeNull();
    expect(within(scene).getByRole('img', { name: 'Picture: Expo 2027' })).toBeTruthy();
  });
});

describe('the venue on a phone', () => {
  it('has a one-line header: the title, the chat and a menu for the rest', async () => {
    await enterVenue();
    const title = screen.getByRole('heading', { name: 'Expo 2027', level: 1 });
    const line = title.closest<HTMLElement>('[data-venue-header]')!;
    const chat = within(line).getByRole('button', { name: 'Chat' });
    const menu = within(line).getByRole('button', { name: 'Menu' });
    expect(title.hasAttribute('data-line-clamp')).toBe(true);
    for (const target of [chat, menu]) expect(minHeight(target)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    // The subtitle, the language, the list view and leaving wait behind the menu.
    expect(screen.queryByText('The trade fair')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'List view' })).toBeNull();
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const panel = document.getElementById(menu.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('The trade fair')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: /^Language \([A-Z]{2}\)$/ })).toBeTruthy();
    expect(within(panel).getByRole('switch', { name: 'List view' })).toBeTruthy();
    // Escape closes the menu and gives the keyboard back to its button.
    within(panel).getByRole('button', { name: 'Leave' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('button', { name: 'Leave' })).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('lists the room’s places below the scene as 44 px targets with readable names', async () => {
    await enterVenue();
    const places = screen.getByRole('region', { name: 'Places in this room' });
    const door = within(places).getByRole('button', { name: 'Go to Second hall' });
    expect(minHeight(door)).toBeGreaterThanOrEqual(TOUCH_TARGET_PX);
    // Only what can be tapped: the event's title on the banner is a picture, not a place.
    expect(within(places).getAllByRole('button')).toHaveLength(1);
    await userEvent.click(door);
    expect(await screen.findByRole('heading', { name: 'Second hall', level: 2 })).toBeTruthy();
  });

  it('opens the chat as a sheet that Escape closes, giving the keyboard back to the chat button', async () => {
    await enterVenue();
    const button = screen.getByRole('button', { name: 'Chat' });
    await userEvent.click(button);
    const sheet = await screen.findByRole('dialog', { name: 'Chat' });
    await waitFor(() => expect(sheet.contains(document.activeElement)).toBe(true));
    expect(screen.queryByRole('complementary', { name: 'Chat' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Chat' })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});

describe('the venue on a wide screen', () => {
  it('shows the whole header in one row, without a menu', async () => {
    wideScreen();
    await enterVenue();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Leave' })).toBeTruthy();
    expect(screen.getByText('The trade fair')).toBeTruthy();
    // No tap list: the scene is large enough.
    expect(screen.queryByRole('region', { name: 'Places in this room' })).toBeNull();
  });

  it('opens the chat beside the room, which stays usable; closing gives the keyboard back', async () => {
    wideScreen();
    const scene = await enterVenue();
    const button = screen.getByRole('button', { name: 'Chat' });
    await userEvent.click(button);
    const panel = await screen.findByRole('complementary', { name: 'Chat' });
    expect(document.activeElement).toBe(within(panel).getByRole('heading', { name: 'Chat', level: 2 }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(within(panel).getByRole('log', { name: 'Messages' })).toBeTruthy());
    // The room beside it still answers clicks.
    expect(scene.isConnected).toBe(true);
    await userEvent.click(within(scene).getByRole('button', { name: 'Go to Second hall' }));
    expect(await screen.findByRole('heading', { name: 'Second hall', level: 2 })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Chat' })).toBeTruthy();

    await userEvent.click(
      within(screen.getByRole('complementary', { name: 'Chat' })).getByRole('button', { name: 'Close' }),
    );
    expect(screen.queryByRole('complementary', { name: 'Chat' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Chat' }));
  });

  it('closes the side panel with Escape from inside it', async () => {
    wideScreen();
    await enterVenue();
    const button = screen.getByRole('button', { name: 'Chat' });
    await userEvent.click(button);
    const panel = await screen.findByRole('complementary', { name: 'Chat' });
    await userEvent.click(within(panel).getByRole('textbox', { name: 'Message' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('complementary', { name: 'Chat' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});
