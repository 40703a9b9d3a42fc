import { Venue, type VenueInput } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import type { VenueElementRow } from '../../db/schema/index.js';
import { checkVenue, venueAssetIds, venueOfRows } from './venue.service.js';

const ASSET = '11111111-1111-4111-8111-111111111111';

const base = (): VenueInput => ({
  rooms: [
    {
      id: 'hall',
      kind: 'HALL',
      designId: 'hall-atrium',
      title: 'Hall',
      elements: [
        {
          id: 'c1',
          kind: 'HALL_CANVAS',
          slotId: 'canvas-1',
          imageAssetId: ASSET,
          target: { kind: 'room', elementId: 'booth' },
        },
      ],
    },
    {
      id: 'booth',
      kind: 'BOOTH',
      designId: 'booth-kiosk',
      title: 'Booth',
      elements: [{ id: 's1', kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Ann', heightMetres: 1.7 }],
    },
  ],
  doors: [
    {
      id: 'd1',
      kind: 'DOOR',
      roomId: 'hall',
      slotId: 'door-1',
      title: 'To booth',
      target: { kind: 'room', elementId: 'booth' },
    },
  ],
  chats: [{ id: 'chat', kind: 'EVENT_CHAT', title: 'General' }],
});

const check = (mutate: (v: VenueInput) => void) => {
  const v = base();
  mutate(v);
  return checkVenue(Venue.parse(v));
};

describe('checkVenue', () => {
  it('accepts a consistent venue', () => {
    expect(check(() => {})).toEqual({});
  });

  it('refuses a design of another room type or an unknown one', () => {
    expect(check((v) => (v.rooms[1]!.designId = 'hall-foyer'))).toHaveProperty(
      ['rooms.1.designId'],
      'validation.invalid',
    );
    expect(check((v) => (v.rooms[0]!.designId = 'hall-nowhere'))).toHaveProperty(['rooms.0.designId']);
  });

  it('refuses a slot the design lacks, of the wrong kind, or taken twice', () => {
    expect(check((v) => (v.doors![0]!.slotId = 'door-9'))).toEqual({
      'doors.0.slotId': 'validation.invalid',
    });
    expect(check((v) => (v.doors![0]!.slotId = 'canvas-1'))).toEqual({
      'doors.0.slotId': 'validation.invalid',
    });
    expect(check((v) => v.doors!.push({ ...v.doors![0]!, id: 'd2' }))).toEqual({
      'doors.1.slotId': 'validation.alreadyUsed',
    });
  });

  it('refuses elements a room kind may not hold', () => {
    expect(
      check((v) =>
        v.rooms[0]!.elements!.push({ id: 's2', kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'Bob' }),
      ),
    ).toHaveProperty(['rooms.0.elements.1.kind']);
  });

  it('refuses targets to missing elements or elements of the wrong kind, and duplicate ids', () => {
    expect(check((v) => (v.doors![0]!.target = { kind: 'room', elementId: 'gone' }))).toEqual({
      'doors.0.target.elementId': 'validation.invalid',
    });
    expect(check((v) => (v.doors![0]!.target = { kind: 'room', elementId: 'chat' }))).toEqual({
      'doors.0.target.elementId': 'validation.invalid',
    });
    expect(check((v) => (v.chats![0]!.id = 'booth'))).toHaveProperty(['chats.0.id']);
  });

  it('refuses a target kind the element kind may not use', () => {
    expect(check((v) => (v.doors![0]!.target = { kind: 'picture', assetId: ASSET }))).toEqual({
      'doors.0.target.kind': 'validation.invalid',
    });
    expect(
      check((v) => {
        v.rooms[1]!.elements![0] = {
          id: 's1',
          kind: 'BOOTH_STAFF',
          slotId: 'staff-1',
          name: 'Ann',
          target: { kind: 'user', elementId: 's1' },
        };
      }),
    ).toEqual({});
  });

  it('refuses a door in a room that does not exist', () => {
    expect(check((v) => (v.doors![0]!.roomId = 'nowhere'))).toHaveProperty(['doors.0.roomId']);
  });
});

describe('venue schema', () => {
  it('refuses staff heights outside 0.5..2.5 m, bad colours, bad links and non-https iframes', () => {
    const staff = (heightMetres: number) => ({
      ...base(),
      rooms: [
        {
          ...base().rooms[1]!,
          elements: [{ id: 's', kind: 'BOOTH_STAFF', slotId: 'staff-1', name: 'A', heightMetres }],
        },
      ],
    });
    expect(Venue.safeParse(staff(0.4)).success).toBe(false);
    expect(Venue.safeParse(staff(2.6)).success).toBe(false);
    expect(Venue.safeParse(staff(2.5)).success).toBe(true);
    const withTarget = (target: object) => ({ ...base(), doors: [{ ...base().doors![0]!, target }] });
    expect(Venue.safeParse(withTarget({ kind: 'iframe', url: 'http://example.com/x' })).success).toBe(false);
    expect(Venue.safeParse(withTarget({ kind: 'iframe', url: 'https://example.com/x' })).success).toBe(true);
    expect(Venue.safeParse(withTarget({ kind: 'link', url: 'example' })).success).toBe(false);
    expect(Venue.safeParse(withTarget({ kind: 'document' })).success).toBe(false);
    expect(Venue.safeParse({ ...base(), rooms: [{ ...base().rooms[1]!, color: 'red' }] }).success).toBe(
      false,
    );
  });
});

describe('venueOfRows', () => {
  const row = (over: Partial<VenueElementRow>): VenueElementRow => ({
    sharedRoomId: null,
    id: 'x',
    eventId: 'e',
    kind: 'HALL',
    parentId: null,
    position: 0,
    slotId: null,
    designId: null,
    data: {},
    targetKind: 'none',
    target: null,
    targetElementId: null,
    targetAssetId: null,
    refElementId: null,
    version: 1,
    ...over,
  });

  it('reads element and asset targets whose row reference is gone as none', () => {
    const venue = venueOfRows([
      row({
        id: 'hall',
        kind: 'HALL',
        designId: 'hall-atrium',
        data: { title: 'Hall' },
        target: {},
        position: 0,
      }),
      row({
        id: 'door',
        kind: 'DOOR',
        parentId: 'hall',
        slotId: 'door-1',
        data: { title: 'Door' },
        targetKind: 'room',
        target: {},
        position: 1,
      }),
      row({
        id: 'c',
        kind: 'HALL_CANVAS',
        parentId: 'hall',
        slotId: 'canvas-1',
        data: {},
        targetKind: 'picture',
        target: {},
        position: 2,
      }),
    ]);
    expect(venue.doors[0]!.target).toEqual({ kind: 'none' });
    expect(venue.doors[0]!.roomId).toBe('hall');
    expect(venue.rooms[0]!.elements[0]).toMatchObject({ kind: 'HALL_CANVAS', target: { kind: 'none' } });
    expect(venueAssetIds(venue)).toEqual([]);
  });
});
