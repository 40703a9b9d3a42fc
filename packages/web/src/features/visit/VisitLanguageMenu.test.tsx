import { type Language, type Venue, type VisitVenueResults, activityApi, visitsApi } from '@foyer/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n, { LANGUAGE_KEY } from '../../lib/i18n';
import { fakeApi } from '../../test/fakeApi';
import { wideScreen } from '../../test/media';
import { renderAt } from '../editor/testing';
import VisitVenuePage from './VisitVenuePage';
import { visitorKey } from './session';
import { VISITOR_LANGUAGE_KEY } from './useVisitLanguage';
import { VISIT_PARTICIPANT, visitEvent } from './testing';

const PAGE = 'expo2027';
const PATH = '/v/:pageCode';

const event = visitEvent();
const participant = VISIT_PARTICIPANT;
const venue = {
  rooms: [
    {
      id: 'hall1',
      kind: 'HALL',
      designId: 'hall-atrium',
      title: 'Main hall',
      description: '',
      target: { kind: 'none' },
      nextRoomId: null,
      logoAssetId: null,
      color: null,
      elements: [],
    },
  ],
  doors: [],
  agenda: [],
  chats: [],
  breakouts: [],
  profileItems: [],
  moderators: [],
} as unknown as Venue;

/** A stored visitor session and a venue GET that answers the event in `language`; leaving works. */
function enterVenueIn(language: Language, state: 'open' | 'closed' = 'open') {
  localStorage.setItem(visitorKey(PAGE), 'visitor-1');
  const results: VisitVenueResults =
    state === 'open'
      ? { state, event: { ...event, language }, venue, assets: [], participant }
      : { state, event: { ...event, language, open: false }, text: '<p>Soon</p>', participant };
  fakeApi({ token: null }).on(visitsApi.venue, results).on(visitsApi.leave, {}).on(activityApi.record, {});
}

// A wide screen: the header's actions in sight (a phone has them behind the menu, VisitVenuePage.test).
beforeEach(() => wideScreen());

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // The interface language is global: the next test starts in English again.
  await i18n.changeLanguage('en');
  document.documentElement.lang = 'en';
});

describe('the venue language', () => {
  it("shows the venue in the event's language and sets <html lang>, leaving the organiser's choice alone", async () => {
    localStorage.setItem(LANGUAGE_KEY, 'en');
    enterVenueIn('de');
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('button', { name: 'Verlassen' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Listenansicht' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sprache (DE)' }).textContent).toContain('DE');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('en');
    expect(localStorage.getItem(VISITOR_LANGUAGE_KEY)).toBeNull();
  });

  it('switches to the language chosen from the menu at once and remembers it for the visitor only', async () => {
    localStorage.setItem(LANGUAGE_KEY, 'es');
    enterVenueIn('en');
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    const menuButton = await screen.findByRole('button', { name: 'Language (EN)' });
    await userEvent.click(menuButton);
    const menu = await screen.findByRole('menu');
    const english = await within(menu).findByRole('menuitem', { name: 'English' });
    expect(english.getAttribute('aria-current')).toBe('true');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Français' }));
    expect(await screen.findByRole('button', { name: 'Quitter' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Langue (FR)' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(VISITOR_LANGUAGE_KEY)).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('es');
  });

  it('is reachable with the keyboard', async () => {
    enterVenueIn('en');
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    const menuButton = await screen.findByRole('button', { name: 'Language (EN)' });
    menuButton.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const german = await within(menu).findByRole('menuitem', { name: 'Deutsch' });
    german.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Verlassen' })).toBeTruthy();
    expect(localStorage.getItem(VISITOR_LANGUAGE_KEY)).toBe('de');
  });

  it("prefers the visitor's earlier choice to the event's language", async () => {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, 'es');
    enterVenueIn('de');
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('button', { name: 'Salir' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });

  it('offers the menu on a closed event too', async () => {
    enterVenueIn('fr', 'closed');
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByText('L’événement est fermé pour le moment')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Langue (FR)' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByText('The event is closed at the moment')).toBeTruthy();
  });
});

describe('the pages outside the venue', () => {
  it("use the visitor's stored language", async () => {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, 'fr');
    const api = fakeApi({ token: null });
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Utilisez votre lien personnel' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it("use the browser's language without a stored choice", async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('de-DE');
    const api = fakeApi({ token: null });
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    expect(await screen.findByRole('heading', { name: 'Nutzen Sie Ihren persönlichen Link' })).toBeTruthy();
    expect(api.fetchMock).not.toHaveBeenCalled();
  });

  it('keep the language after leaving the venue', async () => {
    localStorage.setItem(VISITOR_LANGUAGE_KEY, 'es');
    enterVenueIn('de');
    renderAt(<VisitVenuePage />, PATH, `/v/${PAGE}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Salir' }));
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
