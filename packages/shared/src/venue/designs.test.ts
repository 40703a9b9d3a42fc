import { describe, expect, it } from 'vitest';
import { DESIGNS, ROOM_TYPES, SLOT_KINDS, THEMES, designById, designsFor, slotsOf } from './designs.js';

describe('design catalogue', () => {
  it('has unique design ids and the minimum number of designs per room type', () => {
    expect(new Set(DESIGNS.map((d) => d.id)).size).toBe(DESIGNS.length);
    expect(designsFor('hall').length).toBeGreaterThanOrEqual(3);
    expect(designsFor('booth').length).toBeGreaterThanOrEqual(4);
    expect(designsFor('theatre').length).toBeGreaterThanOrEqual(2);
    expect(designsFor('other').length).toBeGreaterThanOrEqual(1);
    for (const d of DESIGNS) expect(ROOM_TYPES).toContain(d.roomType);
  });

  it('keeps every slot inside the scene with a kind-numbered id', () => {
    for (const d of DESIGNS) {
      expect(new Set(d.slots.map((s) => s.id)).size).toBe(d.slots.length);
      for (const s of d.slots) {
        expect(SLOT_KINDS).toContain(s.kind);
        expect(s.id).toMatch(new RegExp(`^${s.kind}-[1-9]\\d*$`));
        expect(s.x).toBeGreaterThanOrEqual(0);
        expect(s.y).toBeGreaterThanOrEqual(0);
        expect(s.x + s.w).toBeLessThanOrEqual(100);
        expect(s.y + s.h).toBeLessThanOrEqual(100);
      }
    }
  });

  it('gives staff slots a floor line and a metre scale where a 1.80 m person fits', () => {
    const staff = DESIGNS.flatMap((d) => d.slots.filter((s) => s.kind === 'staff'));
    expect(staff.length).toBeGreaterThan(0);
    for (const s of staff) {
      expect(s.floorY).toBeGreaterThan(50);
      expect(1.8 * s.metresToPercent!).toBeLessThan(s.floorY!);
    }
  });

  it('gives every booth design a door back and every hall at least four doors', () => {
    for (const d of designsFor('booth')) expect(slotsOf(d.id, 'door').length).toBeGreaterThanOrEqual(1);
    for (const d of designsFor('hall')) expect(slotsOf(d.id, 'door').length).toBeGreaterThanOrEqual(4);
  });

  it('builds every theme from existing designs of the right room type', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(3);
    for (const t of THEMES) {
      expect(designById(t.designs.hall)?.roomType).toBe('hall');
      expect(designById(t.designs.theatre)?.roomType).toBe('theatre');
      for (const b of t.designs.booth) expect(designById(b)?.roomType).toBe('booth');
      expect(t.colors.main).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });
});
