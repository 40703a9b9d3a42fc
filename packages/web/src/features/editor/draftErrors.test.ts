import type { VenueElement } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { isSameValue, issuesToErrors, serverFieldErrors, validateDraft } from './draftErrors';
import { venueData } from './testing';

describe('serverFieldErrors', () => {
  it('maps the fields inside the element back onto the form (element.x → x)', () => {
    expect(
      serverFieldErrors({
        'element.title': 'validation.required',
        'element.target.url': 'validation.https',
        'element.options.0.value': 'validation.required',
      }),
    ).toEqual({
      errors: {
        title: 'validation.required',
        'target.url': 'validation.https',
        'options.0.value': 'validation.required',
      },
      formError: null,
    });
  });

  it('keeps what belongs to no field of the element as one message for the form', () => {
    expect(
      serverFieldErrors({ parentId: 'validation.invalid', 'element.title': 'validation.fixed' }),
    ).toEqual({
      errors: { title: 'validation.fixed' },
      formError: 'validation.invalid',
    });
    expect(serverFieldErrors({ element: 'Too many' }).formError).toBe('validation.invalid');
  });
});

describe('issuesToErrors', () => {
  it('keeps the first message of each path and turns non-keys into validation.invalid', () => {
    expect(
      issuesToErrors([
        { path: ['title'], message: 'validation.required' },
        { path: ['title'], message: 'validation.maxLength' },
        { path: ['target', 'url'], message: 'Invalid input' },
      ]),
    ).toEqual({ title: 'validation.required', 'target.url': 'validation.invalid' });
  });
});

describe('validateDraft', () => {
  it('answers the errors of the kind schema, the one the server uses', () => {
    const result = validateDraft({ id: 'new', kind: 'EVENT_CHAT', title: '  ' });
    expect(result).toEqual({ ok: false, errors: { title: 'validation.required' } });
    const slide = validateDraft({ id: 'new', kind: 'THEATRE_SLIDE', title: 'Intro', url: 'nope', time: -1 });
    expect(slide.ok).toBe(false);
    if (!slide.ok) expect(Object.keys(slide.errors).sort()).toEqual(['time', 'url']);
  });

  it('sends a room without its parts (saved one by one) and trims texts', () => {
    const hall = venueData().venue.rooms[0] as VenueElement;
    const result = validateDraft({ ...hall, title: '  Main hall  ' } as VenueElement);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.element).not.toHaveProperty('elements');
      expect(result.element).toMatchObject({ kind: 'HALL', title: 'Main hall', designId: 'hall-atrium' });
    }
  });
});

describe('isSameValue', () => {
  it('compares drafts deeply, whatever the order of keys, ignoring undefined ones', () => {
    expect(isSameValue({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(isSameValue({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(isSameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(isSameValue({ a: null }, { a: 0 })).toBe(false);
  });
});
