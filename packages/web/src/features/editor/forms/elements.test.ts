import { ELEMENT_KINDS, ELEMENT_SCHEMAS, type Room, type TimelineDay } from '@foyer/shared';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { elementLabel, kindLabelKey, newElement } from './elements';
import { sampleCtx, sampleVenue } from './testing';

/** Fills the required texts of a draft the way a person would. */
function filled(draft: object): Record<string, unknown> {
  const out: Record<string, unknown> = { ...draft };
  for (const key of ['title', 'name', 'label', 'firstName', 'lastName'])
    if (key in out) out[key] = 'Something';
  if ('email' in out) out.email = 'someone@example.com';
  if ('url' in out && out.url === '') out.url = 'https://example.com/slide.png';
  return out;
}

const PARENT_OF: Record<string, string | null> = {
  DOOR: 'hall',
  HALL_CANVAS: 'hall',
  BOOTH_CANVAS: 'booth',
  BOOTH_DOCMONITOR: 'booth',
  BOOTH_VIDEO: 'booth',
  BOOTH_STAFF: 'booth',
  THEATRE_VIDEO: 'stage',
  THEATRE_SLIDE: 'stage',
  THEATRE_LINK: 'stage',
  TIMELINE_DAY_ITEM: 'day1',
};

function withAgenda() {
  const venue = sampleVenue();
  const day: TimelineDay = {
    id: 'day1',
    kind: 'TIMELINE_DAY',
    date: '2026-12-01',
    title: 'Day 1',
    items: [
      {
        id: 'i1',
        kind: 'TIMELINE_DAY_ITEM',
        title: 'Keynote',
        start: '09:00',
        end: '10:30',
        color: null,
        thumbnailAssetId: null,
        target: { kind: 'none' },
      },
      {
        id: 'i2',
        kind: 'TIMELINE_DAY_ITEM',
        title: 'Coffee',
        start: '08:00',
        end: '08:30',
        color: null,
        thumbnailAssetId: null,
        target: { kind: 'none' },
      },
    ],
  };
  venue.agenda = [day];
  return venue;
}

describe('newElement', () => {
  it('makes a draft of every kind that passes its schema once its required texts are filled', () => {
    const venue = withAgenda();
    venue.rooms[1]!.designId = 'booth-island';
    const ctx = sampleCtx(venue);
    for (const kind of ELEMENT_KINDS) {
      const draft = newElement(kind, ctx, PARENT_OF[kind] ?? null);
      expect(draft, kind).not.toBeNull();
      expect(draft!.id).toBe('new');
      // A document monitor needs its document (an asset, not a text) as well.
      const data =
        kind === 'BOOTH_DOCMONITOR'
          ? { ...filled(draft!), source: 'link', url: 'https://x.org' }
          : filled(draft!);
      const result = ELEMENT_SCHEMAS[kind].safeParse(data);
      expect(result.success, `${kind}: ${JSON.stringify(result.error?.issues)}`).toBe(true);
    }
  });

  it('puts a door in the first free door slot of its room', () => {
    const door = newElement('DOOR', sampleCtx(), 'hall');
    expect(door).toMatchObject({ kind: 'DOOR', roomId: 'hall', slotId: 'door-2' });
  });

  it('puts staff in the first free staff slot, and gives none when the design has no free one', () => {
    const venue = sampleVenue();
    const booth = venue.rooms[1] as Room;
    booth.designId = 'booth-island';
    expect(newElement('BOOTH_STAFF', sampleCtx(venue), 'booth')).toMatchObject({ slotId: 'staff-2' });
    booth.designId = 'booth-kiosk';
    expect(newElement('BOOTH_STAFF', sampleCtx(venue), 'booth')).toBeNull();
  });

  it('prefers a canvas slot without canvas, else shares the first', () => {
    const venue = sampleVenue();
    expect(newElement('BOOTH_CANVAS', sampleCtx(venue), 'booth')).toMatchObject({ slotId: 'canvas-2' });
    const booth = venue.rooms[1] as Room;
    booth.elements.push({
      ...(booth.elements[0] as Extract<Room['elements'][number], { kind: 'BOOTH_CANVAS' }>),
      id: 'canvas-b',
      slotId: 'canvas-2',
    });
    expect(newElement('BOOTH_CANVAS', sampleCtx(venue), 'booth')).toMatchObject({ slotId: 'canvas-1' });
  });

  it('gives null when the door slots of the room are all taken', () => {
    const venue = sampleVenue();
    venue.doors.push({ ...venue.doors[0]!, id: 'door-b', roomId: 'stage', slotId: 'door-1' });
    venue.doors.push({ ...venue.doors[0]!, id: 'door-c', roomId: 'stage', slotId: 'door-2' });
    expect(newElement('DOOR', sampleCtx(venue), 'stage')).toBeNull();
  });

  it('gives null for a placed element without a room', () => {
    expect(newElement('BOOTH_VIDEO', sampleCtx(), null)).toBeNull();
    expect(newElement('BOOTH_VIDEO', sampleCtx(), 'nowhere')).toBeNull();
  });

  it('starts an agenda item at 09:00 on an empty day, else after the latest one', () => {
    const venue = withAgenda();
    expect(newElement('TIMELINE_DAY_ITEM', sampleCtx(venue), 'day1')).toMatchObject({
      start: '10:30',
      end: '11:30',
    });
    venue.agenda[0]!.items = [];
    expect(newElement('TIMELINE_DAY_ITEM', sampleCtx(venue), 'day1')).toMatchObject({
      start: '09:00',
      end: '10:00',
    });
  });

  it('dates a new agenda day the day after the last one', () => {
    expect(newElement('TIMELINE_DAY', sampleCtx(withAgenda()), null)).toMatchObject({ date: '2026-12-02' });
  });

  it('gives a new room the design the venue already uses for that kind', () => {
    expect(newElement('BOOTH', sampleCtx(), null)).toMatchObject({ designId: 'booth-kiosk' });
    expect(newElement('OTHER', sampleCtx(), null)).toMatchObject({ designId: 'other-lounge' });
  });
});

describe('elementLabel', () => {
  it('names an element by its title, name, label or email', () => {
    const venue = sampleVenue();
    expect(elementLabel(venue.rooms[0]!)).toBe('Expo hall');
    expect(elementLabel(venue.rooms[1]!.elements[1]!)).toBe('Ana Ruiz');
    expect(elementLabel(venue.moderators[0]!)).toBe('mo@example.com');
    expect(elementLabel(venue.rooms[1]!.elements[0]!)).toBe('');
  });
});

describe('kindLabelKey', () => {
  it('gives the singular or plural key, and both exist', () => {
    expect(kindLabelKey('BOOTH')).toBe('elementForm.kinds.BOOTH_one');
    expect(kindLabelKey('BOOTH', 3)).toBe('elementForm.kinds.BOOTH_other');
    expect(i18next.t(kindLabelKey('BOOTH', 3))).toBe('Booths');
    for (const kind of ELEMENT_KINDS) {
      expect(i18next.exists(kindLabelKey(kind, 1)), kind).toBe(true);
      expect(i18next.exists(kindLabelKey(kind, 2)), kind).toBe(true);
    }
  });
});
