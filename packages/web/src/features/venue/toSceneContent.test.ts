import { type Asset, Door, Room } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { toSceneContent } from './toSceneContent';

const asset = (id: string, name: string, kind: Asset['kind'], thumb: string | null = null): Asset => ({
  id,
  kind,
  origin: 'custom',
  name,
  type: kind === 'video' ? 'video/mp4' : 'image/png',
  size: 1,
  url: `/files/${id}`,
  originalUrl: `/files/${id}`,
  thumbnailUrl: thumb,
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

const LOGO = '00000000-0000-4000-8000-000000000001';
const FACE = '00000000-0000-4000-8000-000000000002';
const FILM = '00000000-0000-4000-8000-000000000003';
const assets = new Map([
  [LOGO, asset(LOGO, 'Acme logo', 'image')],
  [FACE, asset(FACE, 'Ana', 'avatar')],
  [FILM, asset(FILM, 'Film', 'video', '/files/film-thumb.webp')],
]);

const booth = Room.parse({
  id: 'b1',
  kind: 'BOOTH',
  designId: 'booth-island',
  title: 'Acme',
  elements: [
    { id: 'c1', kind: 'BOOTH_CANVAS', slotId: 'canvas-1', imageAssetId: LOGO },
    { id: 'c2', kind: 'BOOTH_CANVAS', slotId: 'canvas-1', imageAssetId: null },
    { id: 'c3', kind: 'BOOTH_CANVAS', slotId: 'canvas-2' },
    {
      id: 'm1',
      kind: 'BOOTH_DOCMONITOR',
      slotId: 'monitor-1',
      title: 'Price list',
      url: 'https://acme.test/p',
      source: 'link',
    },
    { id: 'v1', kind: 'BOOTH_VIDEO', slotId: 'screen-1', title: 'Product film', videoAssetId: FILM },
    {
      id: 's1',
      kind: 'BOOTH_STAFF',
      slotId: 'staff-1',
      name: 'Ana Ruiz',
      imageAssetId: FACE,
      heightMetres: 1.68,
    },
    { id: 's9', kind: 'BOOTH_STAFF', slotId: 'staff-9', name: 'Nobody' },
  ],
});

const doors = [
  Door.parse({ id: 'd1', kind: 'DOOR', roomId: 'b1', slotId: 'door-1', title: 'Expo hall', title2: 'Back' }),
  Door.parse({
    id: 'd2',
    kind: 'DOOR',
    roomId: 'b1',
    slotId: 'door-2',
    title: 'Not in this design',
  }),
  Door.parse({ id: 'd3', kind: 'DOOR', roomId: 'other', slotId: 'door-1', title: 'Elsewhere' }),
];

describe('toSceneContent', () => {
  it('maps a booth’s elements to its slots, first element of a slot winning', () => {
    const c = toSceneContent(booth, { doors }, assets);
    expect(c.canvases).toEqual([
      { slotId: 'canvas-1', imageUrl: `/files/${LOGO}`, label: 'Acme logo' },
      { slotId: 'canvas-2', imageUrl: undefined, label: 'Acme' },
    ]);
    expect(c.monitors).toEqual([{ slotId: 'monitor-1', title: 'Price list', thumbnailUrl: undefined }]);
    expect(c.screens).toEqual([
      { slotId: 'screen-1', title: 'Product film', posterUrl: '/files/film-thumb.webp' },
    ]);
    expect(c.staff).toEqual([
      { slotId: 'staff-1', name: 'Ana Ruiz', imageUrl: `/files/${FACE}`, heightM: 1.68 },
    ]);
  });

  it('places only this room’s doors on slots the design has, open unless outside their times', () => {
    const c = toSceneContent(booth, { doors }, assets);
    expect(c.doors).toEqual([{ slotId: 'door-1', title: 'Expo hall', subtitle: 'Back', isOpen: true }]);
    const later = Door.parse({ ...doors[0], opensAt: '2030-01-01T09:00:00Z' });
    const closed = toSceneContent(booth, { doors: [later] }, assets, new Date('2029-12-31T12:00:00Z'));
    expect(closed.doors[0]?.isOpen).toBe(false);
    const open = toSceneContent(booth, { doors: [later] }, assets, new Date('2030-01-01T10:00:00Z'));
    expect(open.doors[0]?.isOpen).toBe(true);
  });

  it('puts a theatre’s first talk on its main screen and a slide on the second', () => {
    const theatre = Room.parse({
      id: 't1',
      kind: 'THEATRE',
      designId: 'theatre-studio',
      title: 'Stage',
      elements: [
        { id: 'tv1', kind: 'THEATRE_VIDEO', title: 'Keynote' },
        { id: 'tv2', kind: 'THEATRE_VIDEO', title: 'Panel' },
        { id: 'sl1', kind: 'THEATRE_SLIDE', title: 'Agenda', url: 'https://acme.test/s.png', time: 0 },
      ],
    });
    const c = toSceneContent(theatre, { doors: [] }, {});
    expect(c.screens).toEqual([
      { slotId: 'screen-1', title: 'Keynote', posterUrl: undefined },
      { slotId: 'screen-2', title: 'Agenda' },
    ]);
  });
});

describe('toSceneContent for a template event', () => {
  it('marks pictures of the template library as placeholders, never the organiser’s own', () => {
    const PLACEHOLDER = '00000000-0000-4000-8000-000000000009';
    const library = new Map([
      ...assets,
      [
        PLACEHOLDER,
        { ...asset(PLACEHOLDER, 'Logo placeholder 140x38', 'image'), origin: 'template' as const },
      ],
    ]);
    const room = Room.parse({
      id: 'b2',
      kind: 'BOOTH',
      designId: 'booth-island',
      title: 'Acme',
      elements: [
        { id: 'c1', kind: 'BOOTH_CANVAS', slotId: 'canvas-1', imageAssetId: PLACEHOLDER },
        { id: 'c2', kind: 'BOOTH_CANVAS', slotId: 'canvas-2', imageAssetId: LOGO },
      ],
    });
    expect(toSceneContent(room, { doors: [] }, library).canvases).toEqual([
      {
        slotId: 'canvas-1',
        imageUrl: `/files/${PLACEHOLDER}`,
        label: 'Logo placeholder 140x38',
        isPlaceholder: true,
      },
      { slotId: 'canvas-2', imageUrl: `/files/${LOGO}`, label: 'Acme logo' },
    ]);
  });
});

describe('toSceneContent for a theatre with times', () => {
  const theatre = Room.parse({
    id: 't2',
    kind: 'THEATRE',
    designId: 'theatre-studio',
    title: 'Stage',
    elements: [
      { id: 'tv1', kind: 'THEATRE_VIDEO', title: 'Keynote', startsAt: '2027-03-12T09:00:00Z' },
      { id: 'tv2', kind: 'THEATRE_VIDEO', title: 'Panel', startsAt: '2027-03-12T10:00:00Z' },
      { id: 'tv3', kind: 'THEATRE_VIDEO', title: 'Closing', startsAt: '2027-03-12T11:00:00Z' },
    ],
  });
  const mainScreen = (at: string) =>
    toSceneContent(theatre, { doors: [] }, {}, new Date(at)).screens.find((s) => s.slotId === 'screen-1')
      ?.title;

  it('shows the talk on stage now on the main screen, else the next one', () => {
    expect(mainScreen('2027-03-12T10:30:00Z')).toBe('Panel');
    expect(mainScreen('2027-03-12T08:00:00Z')).toBe('Keynote');
    expect(mainScreen('2027-03-12T11:10:00Z')).toBe('Closing');
  });
});
