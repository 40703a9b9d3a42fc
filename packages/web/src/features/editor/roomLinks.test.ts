import type { Room, Venue } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { sampleVenue } from './forms/testing';
import { hallOf, roomLinks, unreachableRoomIds } from './roomLinks';

const roomOf = (venue: Venue, id: string): Room => venue.rooms.find((r) => r.id === id)!;

describe('hallOf', () => {
  it('is the start room, else the first hall', () => {
    const venue = sampleVenue();
    expect(hallOf(venue, 'stage')?.id).toBe('stage');
    expect(hallOf(venue, null)?.id).toBe('hall');
    expect(hallOf({ ...venue, rooms: venue.rooms.filter((r) => r.kind !== 'HALL') }, null)).toBeUndefined();
  });
});

describe('roomLinks', () => {
  it('offers a door from the hall in a free place and a door back, each named for where it leads', () => {
    const venue = sampleVenue();
    const links = roomLinks(roomOf(venue, 'stage'), roomOf(venue, 'hall'), venue);
    // door-1 of the hall is taken by the door to Acme.
    expect(links.toRoom).toMatchObject({
      roomId: 'hall',
      slotId: 'door-2',
      title: 'Main stage',
      target: { kind: 'room', elementId: 'stage' },
    });
    expect(links.back).toMatchObject({
      roomId: 'stage',
      slotId: 'door-1',
      title: 'Expo hall',
      target: { kind: 'room', elementId: 'hall' },
    });
  });

  it('leaves out a door that already stands, and joins the hall to nothing of its own', () => {
    const venue = sampleVenue();
    const links = roomLinks(roomOf(venue, 'booth'), roomOf(venue, 'hall'), venue);
    expect(links.toRoom).toBeUndefined();
    expect(links.back?.roomId).toBe('booth');
    expect(roomLinks(roomOf(venue, 'hall'), roomOf(venue, 'hall'), venue)).toEqual({});
  });

  it('offers no door where the hall has no free door place', () => {
    const venue = sampleVenue();
    const hall = roomOf(venue, 'hall');
    const taken = Array.from({ length: 12 }, (_, i) => ({
      ...venue.doors[0]!,
      id: `d${i}`,
      slotId: `door-${i + 1}`,
      target: { kind: 'none' as const },
    }));
    const full = { ...venue, doors: taken };
    expect(roomLinks(roomOf(full, 'stage'), hall, full).toRoom).toBeUndefined();
  });
});

describe('unreachableRoomIds', () => {
  it('flags the rooms no door, link or next room leads to from the start room', () => {
    const venue = sampleVenue();
    expect([...unreachableRoomIds(venue, 'hall')]).toEqual(['stage']);
  });

  it('follows doors of rooms reached on the way and a theatre’s next room', () => {
    const venue = sampleVenue();
    const chained: Venue = {
      ...venue,
      rooms: venue.rooms.map((r) => (r.id === 'stage' ? { ...r, nextRoomId: 'booth' } : r)),
      doors: [...venue.doors.map((d) => ({ ...d, target: { kind: 'room' as const, elementId: 'stage' } }))],
    };
    expect([...unreachableRoomIds(chained, 'hall')]).toEqual([]);
    // From the booth nothing leads anywhere: the hall and the stage are out of reach.
    expect([...unreachableRoomIds(chained, 'booth')].sort()).toEqual(['hall', 'stage']);
  });

  it('flags nothing without a start room', () => {
    expect(unreachableRoomIds(sampleVenue(), null).size).toBe(0);
  });
});
