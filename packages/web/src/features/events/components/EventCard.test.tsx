import { usersApi } from '@foyer/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fakeApi';
import { EVENT, renderAt } from '../../editor/testing';
import { buildUser } from '../../users/testing';
import type { EventCard as EventCardData } from '../queries';
import { EventCard } from './EventCard';
import { initialsOf } from './EventThumbnail';

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

const show = (event: EventCardData, user = buildUser()) => {
  const fake = fakeApi().on(usersApi.me, { data: user });
  renderAt(<EventCard event={event} onPreview={vi.fn()} onRename={vi.fn()} onDelete={vi.fn()} />, '/', '/');
  return fake;
};

const meter = () =>
  screen.getByRole('progressbar', { name: "Registrations: share of your plan's limit in use" });
/** The level the meter shows (ok, warning, full) and the colour of its bar. */
const levelOf = (text: HTMLElement) => text.closest('[data-level]')?.getAttribute('data-level');
const barColour = () =>
  (meter().querySelector('.mantine-Progress-section') as HTMLElement | null)?.getAttribute('style') ?? '';

describe('EventCard', () => {
  it("shows the registrations against the plan's limit on a meter", async () => {
    show(card({ registrations: 37, registrationLimit: 200 }));
    const text = await screen.findByText('Registrations: 37 of 200');
    expect(levelOf(text)).toBe('ok');
    expect(meter().getAttribute('aria-valuenow')).toBe('37');
    expect(meter().getAttribute('aria-valuemax')).toBe('200');
    expect(barColour()).not.toMatch(/orange|red/);
    expect(screen.queryByText(/plan's limit/)).toBeNull();
  });

  it('warns in orange from 90 % and links to the plan above', async () => {
    show(card({ registrations: 180, registrationLimit: 200 }), buildUser({ plan: 'starter', premium: true }));
    expect(levelOf(await screen.findByText('Registrations: 180 of 200'))).toBe('warning');
    expect(barColour()).toMatch(/orange/);
    expect(screen.getByText(/Almost at your plan's limit/)).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Upgrade' })).getAttribute('href')).toBe(
      '/subscription?plan=business',
    );
  });

  it('turns red once the limit is reached', async () => {
    show(card({ registrations: 5, registrationLimit: 5 }));
    expect(levelOf(await screen.findByText('Registrations: 5 of 5'))).toBe('full');
    expect(barColour()).toMatch(/red/);
    expect((await screen.findByRole('link', { name: 'Upgrade' })).getAttribute('href')).toBe(
      '/subscription?plan=starter',
    );
  });

  it('offers a sub-account the hint without the link', async () => {
    const fake = show(card({ registrations: 5, registrationLimit: 5 }), buildUser({ accountType: 1 }));
    expect(await screen.findByText(/Your plan's limit is reached/)).toBeTruthy();
    // the user is known before the absence of the link means anything
    await waitFor(() => expect(fake.calls(usersApi.me)).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });

  it('shows the count alone, without a bar, without a limit', async () => {
    show(card({ registrations: 1234, registrationLimit: null }));
    expect(await screen.findByText('Registrations: 1234')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('EventCard thumbnail', () => {
  const frame = () => screen.getByTestId('event-thumbnail-frame');

  it("shows the event's logo, named for screen readers, and its two title lines over its main colour", async () => {
    show(
      card({
        name: 'Summit',
        title1: 'Tech Summit',
        title2: 'Berlin 2027',
        logoUrl: '/files/logo.png',
        mainColor: '#7a2338',
        textColor: '#fff8ee',
      }),
    );
    const logo = await screen.findByRole('img', { name: 'Logo of Summit' });
    expect(logo.getAttribute('src')).toBe('/files/logo.png');
    expect(frame().contains(logo)).toBe(true);
    expect(within(frame()).getByText('Tech Summit')).toBeTruthy();
    expect(within(frame()).getByText('Berlin 2027')).toBeTruthy();
    expect(frame().style.background).toBe('rgb(122, 35, 56)');
    expect(frame().style.color).toBe('rgb(255, 248, 238)');
    expect(screen.queryByTestId('event-initials')).toBeNull();
  });

  it('shows the initials of the title without a logo, and when the logo cannot be loaded', async () => {
    show(card({ title1: 'Career Day Hamburg', title2: '', logoUrl: null }));
    expect((await screen.findByTestId('event-initials')).textContent).toBe('CD');
    expect(within(frame()).getByText('Career Day Hamburg')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /^Logo of/ })).toBeNull();
    cleanup();

    show(card({ name: 'Broken', title1: 'Broken Logo', logoUrl: '/files/missing.png' }));
    fireEvent.error(await screen.findByRole('img', { name: 'Logo of Broken' }));
    expect((await screen.findByTestId('event-initials')).textContent).toBe('BL');
  });

  it('picks a readable text colour when the event text colour does not contrast with the main colour', async () => {
    show(card({ mainColor: '#f6e05e', textColor: '#ffffff', title1: 'Sunny' }));
    await screen.findByText('Sunny', { selector: '[data-testid="event-thumbnail-frame"] *' });
    expect(frame().style.color).toBe('rgb(17, 24, 39)');
  });

  it('makes initials of up to two words, whatever the script', () => {
    expect(initialsOf('tech summit 2027')).toBe('TS');
    expect(initialsOf('  Über ')).toBe('Ü');
    expect(initialsOf('')).toBe('?');
  });
});
