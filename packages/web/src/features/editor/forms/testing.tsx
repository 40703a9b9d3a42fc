import type { Asset, Event, Venue } from '@foyer/shared';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import '../../../lib/i18n';
import { theme } from '../../../ui/theme';
import type { EditorContext } from '../types';

/** A small venue: a hall with a door, a booth with a canvas and staff, a theatre, a chat and a moderator. */
export function sampleVenue(): Venue {
  return {
    rooms: [
      {
        id: 'hall',
        kind: 'HALL',
        designId: 'hall-atrium',
        title: 'Expo hall',
        target: { kind: 'none' },
        nextRoomId: null,
        logoAssetId: null,
        color: null,
        shared: false,
        elements: [],
      },
      {
        id: 'booth',
        kind: 'BOOTH',
        designId: 'booth-kiosk',
        title: 'Acme',
        target: { kind: 'none' },
        nextRoomId: null,
        logoAssetId: null,
        color: null,
        shared: false,
        elements: [
          {
            id: 'canvas-a',
            kind: 'BOOTH_CANVAS',
            slotId: 'canvas-1',
            imageAssetId: null,
            target: { kind: 'none' },
            duration: 10,
            fade: true,
            showLogo: false,
          },
          {
            id: 'ana',
            kind: 'BOOTH_STAFF',
            slotId: 'staff-1',
            name: 'Ana Ruiz',
            imageAssetId: null,
            heightMetres: 1.7,
            group: 'Sales',
            allowChat: true,
            allowVideoCalls: true,
            target: { kind: 'none' },
          },
        ],
      },
      {
        id: 'stage',
        kind: 'THEATRE',
        designId: 'theatre-amphi',
        title: 'Main stage',
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
        id: 'door-a',
        kind: 'DOOR',
        roomId: 'hall',
        slotId: 'door-1',
        title: 'To Acme',
        target: { kind: 'room', elementId: 'booth' },
        designId: null,
        opensAt: null,
        closesAt: null,
      },
    ],
    agenda: [],
    chats: [{ id: 'lobby', kind: 'EVENT_CHAT', title: 'Lobby' }],
    breakouts: [],
    profileItems: [],
    moderators: [
      { id: 'mod', kind: 'EVENT_MODERATOR', email: 'mo@example.com', firstName: 'Mo', lastName: 'Dell' },
    ],
  };
}

const EVENT = {
  id: 'ev1',
  name: 'Summit',
  title1: 'Summit',
  mainColor: '#1f5fbf',
  textColor: '#ffffff',
  version: 1,
} as unknown as Event;

/** An editor context around a venue (sampleVenue by default); `overrides` set other fields (the plan's flags, sharing). */
export function sampleCtx(
  venue: Venue = sampleVenue(),
  assets: Asset[] = [],
  overrides: Partial<EditorContext> = {},
): EditorContext {
  return {
    eventId: 'ev1',
    event: EVENT,
    venue,
    assets: new Map(assets.map((a) => [a.id, a])),
    rememberAsset: () => {},
    canUseBreakouts: true,
    sharing: { borrowed: {}, lent: {} },
    canShareRooms: true,
    ...overrides,
  };
}

/** Renders with the providers the forms need (Mantine, react-query). */
export function renderForm(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}
