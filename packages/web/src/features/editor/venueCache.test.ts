import type { VenueElement } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { venueData } from './testing';
import { cacheWithOrder, cacheWithSaved, cacheWithout, findElement, withDraft } from './venueCache';

describe('venue cache', () => {
  it('finds an element with its room (a door: the room it stands in)', () => {
    const { venue } = venueData();
    expect(findElement(venue, 'canvas1')?.parent?.id).toBe('hall1');
    expect(findElement(venue, 'door1')?.parent?.id).toBe('hall1');
    expect(findElement(venue, 'chat1')?.parent).toBeUndefined();
    expect(findElement(venue, 'nope')).toBeNull();
  });

  it('puts a created part into its room and a saved room back with its parts and new version', () => {
    const data = venueData();
    const staff: VenueElement = {
      id: 'staff1',
      kind: 'BOOTH_STAFF',
      slotId: 'staff-1',
      name: 'Ada',
      imageAssetId: null,
      heightMetres: 1.7,
      group: null,
      allowChat: false,
      allowVideoCalls: false,
      target: { kind: 'none' },
    };
    const created = cacheWithSaved(data, staff, 1, 'booth1');
    expect(created.venue.rooms[1]?.elements.map((e) => e.id)).toEqual(['staff1']);
    expect(created.versions.staff1).toBe(1);
    const renamed = cacheWithSaved(
      created,
      { ...created.venue.rooms[0]!, title: 'Foyer', elements: [] },
      2,
      null,
    );
    expect(renamed.venue.rooms[0]).toMatchObject({ title: 'Foyer' });
    expect(renamed.venue.rooms[0]?.elements.map((e) => e.id)).toEqual(['canvas1']);
    expect(renamed.versions.hall1).toBe(2);
  });

  it('removes a deleted room with its parts, the doors standing in it and their versions', () => {
    const data = cacheWithout(venueData(), 'hall1');
    expect(data.venue.rooms.map((r) => r.id)).toEqual(['booth1']);
    expect(data.venue.doors).toEqual([]);
    expect(Object.keys(data.versions)).not.toContain('canvas1');
    expect(Object.keys(data.versions)).not.toContain('door1');
  });

  it('reorders one list of siblings', () => {
    const data = cacheWithOrder(venueData(), null, ['booth1', 'hall1'], { booth1: 3, hall1: 2 });
    expect(data.venue.rooms.map((r) => r.id)).toEqual(['booth1', 'hall1']);
    expect(data.versions).toMatchObject({ booth1: 3, hall1: 2 });
  });

  it('applies a draft: a changed door shows in its new room, a new canvas in its parent', () => {
    const { venue } = venueData();
    const door = { ...venue.doors[0]!, roomId: 'booth1', title: 'Back' };
    expect(withDraft(venue, door, 'hall1').doors).toEqual([door]);
    const canvas = { ...venue.rooms[0]!.elements[0]!, id: 'new', slotId: 'canvas-2' } as VenueElement;
    expect(withDraft(venue, canvas, 'hall1').rooms[0]?.elements.map((e) => e.id)).toEqual(['canvas1', 'new']);
    expect(withDraft(venue, null, null)).toBe(venue);
  });
});
