import { ELEMENT_KINDS, type Room, type TimelineDay, type VenueElement } from '@foyer/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ELEMENT_FORMS, PlacementScene, newElement } from '.';
import { nearestInDirection } from './PlacementScene';
import { renderForm, sampleCtx, sampleVenue } from './testing';

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

function agendaVenue() {
  const venue = sampleVenue();
  venue.rooms[1]!.designId = 'booth-island';
  const day: TimelineDay = {
    id: 'day1',
    kind: 'TIMELINE_DAY',
    date: '2026-12-01',
    title: 'Day 1',
    items: [],
  };
  venue.agenda = [day];
  return venue;
}

describe('ELEMENT_FORMS', () => {
  it('renders a labelled form for every element kind, with the errors it is given', () => {
    const venue = agendaVenue();
    const ctx = sampleCtx(venue);
    for (const kind of ELEMENT_KINDS) {
      const Form = ELEMENT_FORMS[kind];
      const value = newElement(kind, ctx, PARENT_OF[kind] ?? null)!;
      const parent = [...venue.rooms, ...venue.agenda].find((p) => p.id === PARENT_OF[kind]);
      const field = ['title', 'name', 'label', 'email', 'slotId'].find((f) => f in value)!;
      const { unmount, container } = renderForm(
        <Form
          value={value}
          onChange={() => {}}
          errors={{ [field]: 'validation.required' }}
          ctx={ctx}
          mode="create"
          parent={parent}
        />,
      );
      // Every input has a name a screen reader can say.
      for (const input of container.querySelectorAll('input:not([type=hidden]), textarea')) {
        const id = input.getAttribute('id');
        const named =
          input.getAttribute('aria-label') ||
          input.getAttribute('aria-labelledby') ||
          (id && container.querySelector(`label[for="${id}"]`)) ||
          input.closest('label');
        expect(named, `${kind}: ${input.outerHTML}`).toBeTruthy();
      }
      expect(screen.getAllByText('Required').length, kind).toBeGreaterThan(0);
      unmount();
    }
  });

  it('marks a taken staff place and offers the free one in the slot select', async () => {
    const venue = agendaVenue();
    const ctx = sampleCtx(venue);
    const booth = venue.rooms[1] as Room;
    const value = newElement('BOOTH_STAFF', ctx, 'booth')!;
    const Form = ELEMENT_FORMS.BOOTH_STAFF;
    renderForm(<Form value={value} onChange={() => {}} errors={{}} ctx={ctx} mode="create" parent={booth} />);
    const select = screen.getByRole('combobox', { name: /Place in the room/ }) as HTMLInputElement;
    expect(select.value).toBe('Staff place 2 (free)');
    select.click();
    const taken = await screen.findByRole('option', { name: 'Staff place 1 (taken by Ana Ruiz)' });
    expect(taken.getAttribute('data-combobox-disabled') ?? taken.getAttribute('aria-disabled')).toBeTruthy();
  });
});

describe('PlacementScene', () => {
  it('draws drop zones for the element kind: its own slot, free ones and taken ones', () => {
    const venue = sampleVenue();
    venue.rooms[1]!.designId = 'booth-island';
    const ctx = sampleCtx(venue);
    const booth = venue.rooms[1]!;
    const staff = booth.elements[1] as VenueElement;
    const { container } = renderForm(
      <PlacementScene room={booth} ctx={ctx} element={staff} onMove={vi.fn()} />,
    );
    const zones = [...container.querySelectorAll('[data-zone]')].map((z) => [
      z.getAttribute('data-zone'),
      z.getAttribute('data-state'),
    ]);
    expect(zones).toEqual([
      ['staff-1', 'current'],
      ['staff-2', 'free'],
    ]);
    expect(screen.getByRole('button', { name: 'Move Ana Ruiz, now in Staff place 1' })).toBeTruthy();
    expect(screen.getByText(/choose the place in the form's "Place in the room" list/)).toBeTruthy();
  });

  it('lets canvases share a surface', () => {
    const venue = sampleVenue();
    const ctx = sampleCtx(venue);
    const booth = venue.rooms[1]!;
    const canvas = { ...(booth.elements[0] as VenueElement), id: 'new', slotId: 'canvas-2' } as VenueElement;
    const { container } = renderForm(
      <PlacementScene room={booth} ctx={ctx} element={canvas} onMove={vi.fn()} />,
    );
    expect(container.querySelector('[data-zone="canvas-1"]')?.getAttribute('data-state')).toBe('shared');
    expect(container.querySelector('[data-zone="canvas-2"]')?.getAttribute('data-state')).toBe('current');
  });

  it('moves the keyboard drag to the nearest zone in the arrow direction', () => {
    const zones = [
      { id: 'a', x: 100, y: 100 },
      { id: 'b', x: 300, y: 110 },
      { id: 'c', x: 120, y: 300 },
      { id: 'd', x: 500, y: 100 },
    ];
    expect(nearestInDirection({ x: 100, y: 100 }, zones, 'ArrowRight')?.id).toBe('b');
    expect(nearestInDirection({ x: 100, y: 100 }, zones, 'ArrowDown')?.id).toBe('c');
    expect(nearestInDirection({ x: 100, y: 100 }, zones, 'ArrowLeft')).toBeUndefined();
    expect(nearestInDirection({ x: 100, y: 100 }, zones, 'KeyA')).toBeUndefined();
  });
});
