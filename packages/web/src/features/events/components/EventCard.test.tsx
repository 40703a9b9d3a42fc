import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { EVENT } from '../../editor/testing';
import type { EventCard as EventCardData } from '../queries';
import { EventCard } from './EventCard';

const card = (over: Partial<EventCardData>): EventCardData => ({
  ...EVENT,
  roomCount: 3,
  boothCount: 2,
  coverDesignId: null,
  startRoomDesignId: null,
  registrations: 0,
  registrationLimit: null,
  ...over,
});

const show = (event: EventCardData) =>
  renderScreen(<EventCard event={event} onPreview={vi.fn()} onRename={vi.fn()} onDelete={vi.fn()} />);

/** The Mantine colour a badge was given (its --badge-bg variable names it). */
const colourOf = (el: HTMLElement) => el.closest('.mantine-Badge-root')?.getAttribute('style') ?? '';

describe('EventCard', () => {
  it("shows the registrations against the plan's limit", async () => {
    show(card({ registrations: 37, registrationLimit: 200 }));
    const badge = await screen.findByText('Registrations: 37 of 200');
    expect(colourOf(badge)).not.toMatch(/orange|red/);
  });

  it('warns in orange from 90 % of the limit', async () => {
    show(card({ registrations: 180, registrationLimit: 200 }));
    expect(colourOf(await screen.findByText('Registrations: 180 of 200'))).toMatch(/orange/);
  });

  it('turns red once the limit is reached', async () => {
    show(card({ registrations: 5, registrationLimit: 5 }));
    expect(colourOf(await screen.findByText('Registrations: 5 of 5'))).toMatch(/red/);
  });

  it('shows the count alone without a limit', async () => {
    show(card({ registrations: 1234, registrationLimit: null }));
    expect(await screen.findByText('Registrations: 1234')).toBeTruthy();
  });
});
