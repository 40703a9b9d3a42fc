import type { Event, VenueEditorResults } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type LoaderFunction, RouterProvider, createMemoryRouter } from 'react-router';
import '../../lib/i18n';
import { theme } from '../../ui/theme';
import { buildUser } from '../users/testing';

/**
 * Renders a screen at `url` matched by `path` (with its params), with the app's providers; `loader`
 * runs before each navigation to it, as the app's guard does.
 */
export function renderAt(
  element: ReactNode,
  path: string,
  url: string,
  otherPaths: string[] = [],
  loader?: LoaderFunction,
) {
  const router = createMemoryRouter(
    [
      { path, element, ...(loader ? { loader, HydrateFallback: () => null } : {}) },
      ...otherPaths.map((p) => ({ path: p, element: <p>{`at ${p}`}</p> })),
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <MantineProvider theme={theme}>
      <ModalsProvider>
        <Notifications />
        <QueryClientProvider client={client}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ModalsProvider>
    </MantineProvider>,
  );
  return { router, client };
}

/** The event of the test venue (start room: the hall). */
export const EVENT: Event = {
  id: 'ev1',
  name: 'Expo 2027',
  title1: 'Expo 2027',
  title2: 'The trade fair',
  mainColor: '#1f5fbf',
  textColor: '#ffffff',
  logoAssetId: null,
  logoUrl: null,
  logoLink: null,
  helpEmail: null,
  helpBoothId: null,
  startRoomId: 'hall1',
  allowChatVideo: false,
  open: false,
  frameAncestors: [],
  timeZone: 'Europe/Berlin',
  lastUpdate: '2027-01-01T10:00:00.000Z',
  pageCode: 'expo2027',
  createdAt: '2027-01-01T10:00:00.000Z',
  version: 3,
};

/** A small venue: a hall with a canvas and a door to a booth, a booth, a day, a chat and a moderator. */
export function venueData(): VenueEditorResults {
  return {
    event: EVENT,
    venue: {
      rooms: [
        {
          id: 'hall1',
          kind: 'HALL',
          designId: 'hall-atrium',
          title: 'Main hall',
          target: { kind: 'none' },
          nextRoomId: null,
          logoAssetId: null,
          color: null,
          shared: false,
          elements: [
            {
              id: 'canvas1',
              kind: 'HALL_CANVAS',
              slotId: 'canvas-1',
              imageAssetId: null,
              target: { kind: 'none' },
              duration: 10,
              fade: true,
              showLogo: false,
            },
          ],
        },
        {
          id: 'booth1',
          kind: 'BOOTH',
          designId: 'booth-kiosk',
          title: 'Booth A',
          target: { kind: 'none' },
          nextRoomId: null,
          logoAssetId: null,
          color: null,
          shared: false,
          elements: [],
        },
      ],
      doors: [
        {
          id: 'door1',
          kind: 'DOOR',
          roomId: 'hall1',
          slotId: 'door-1',
          title: 'To booth A',
          target: { kind: 'room', elementId: 'booth1' },
          designId: null,
          opensAt: null,
          closesAt: null,
        },
      ],
      agenda: [{ id: 'day1', kind: 'TIMELINE_DAY', date: '2027-03-12', title: 'Day one', items: [] }],
      chats: [{ id: 'chat1', kind: 'EVENT_CHAT', title: 'Lobby chat' }],
      breakouts: [],
      profileItems: [],
      moderators: [
        {
          id: 'mod1',
          kind: 'EVENT_MODERATOR',
          email: 'mo@example.com',
          firstName: 'Mo',
          lastName: 'Derator',
        },
      ],
    },
    versions: { hall1: 1, canvas1: 1, booth1: 2, door1: 1, day1: 1, chat1: 4, mod1: 1 },
    assets: [],
    sharing: { borrowed: {}, lent: {} },
  };
}

/** GET user: a main account on the free plan (no breakout rooms, no custom logo). */
export const USER = { data: buildUser({ events: 1 }) };

/** @deprecated The envelope around USER; answer `fakeApi().on(usersApi.me, USER)`. */
export const USER_ANSWER = { success: true, results: USER };

/** The lending event of the borrowed room in sharedVenueData. */
export const LENDER = {
  eventId: '7d1e6c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6',
  eventName: 'Spring fair',
  roomId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
};

/**
 * venueData with sharing (issue 15): a hall "Sponsor lounge" (shared1) shown from LENDER's event,
 * with a canvas of its own (scanvas1), and the booth shared with two other events.
 */
export function sharedVenueData(): VenueEditorResults {
  const data = venueData();
  data.venue.rooms.push({
    id: 'shared1',
    kind: 'HALL',
    designId: 'hall-atrium',
    title: 'Sponsor lounge',
    target: { kind: 'none' },
    nextRoomId: null,
    logoAssetId: null,
    color: null,
    shared: true,
    elements: [
      {
        id: 'scanvas1',
        kind: 'HALL_CANVAS',
        slotId: 'canvas-1',
        imageAssetId: null,
        target: { kind: 'none' },
        duration: 10,
        fade: true,
        showLogo: false,
      },
    ],
  });
  data.venue.rooms[1]!.shared = true;
  data.versions = { ...data.versions, shared1: 1, scanvas1: 1 };
  data.sharing = {
    borrowed: { shared1: LENDER },
    lent: {
      booth1: [
        { eventId: 'e2', eventName: 'Autumn expo' },
        { eventId: 'e3', eventName: 'Winter gala' },
      ],
    },
  };
  return data;
}
