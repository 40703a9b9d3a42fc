import { API_ROOT, type VisitEvent, type VisitParticipant } from '@foyer/shared';
import userEvent from '@testing-library/user-event';
import type { FakeApi } from '../../test/fakeApi';

/** Fixtures of the visitor venue's tests: one open event with the page code PAGE, one visitor. */
export const VISIT_PAGE = 'expo2027';

/** The event as GET public/venue answers it, with some fields replaced. */
export function visitEvent(over: Partial<VisitEvent> = {}): VisitEvent {
  return {
    id: 'ev1',
    pageCode: VISIT_PAGE,
    title1: 'Expo 2027',
    title2: '',
    mainColor: '#1f5fbf',
    textColor: '#ffffff',
    logoUrl: null,
    logoLink: null,
    helpEmail: null,
    helpBoothId: null,
    startRoomId: 'hall1',
    allowChatVideo: false,
    open: true,
    timeZone: 'Europe/Berlin',
    language: 'en',
    ...over,
  };
}

export const VISIT_PARTICIPANT: VisitParticipant = {
  id: 'p1',
  firstName: 'Grace',
  lastName: 'Hopper',
  isModerator: false,
};

/**
 * Opens the venue header's menu, where a phone (the tests' screen unless `wideScreen()`) keeps the
 * header's actions: language, list view, staff inbox, leave. Does nothing when it is open already.
 */
export async function openVenueMenu(): Promise<void> {
  const menu = document.querySelector<HTMLElement>('[data-venue-menu][aria-expanded="false"]');
  if (menu) await userEvent.click(menu);
}

/** A request the fake API received: its method, its path below the API root and its headers. */
export type SentRequest = { method: string; path: string; headers: Record<string, string> };

/**
 * Every request the fake API received, in order, with its headers (the fake's `calls` hold params,
 * query and body; a visitor call is told apart by its `visitorToken` header).
 */
export function requestsSent(fake: FakeApi): SentRequest[] {
  return fake.fetchMock.mock.calls.map(([input, init]) => ({
    method: (init?.method ?? 'GET').toUpperCase(),
    path: new URL(String(input), 'http://localhost').pathname.replace(API_ROOT, ''),
    headers: (init?.headers ?? {}) as Record<string, string>,
  }));
}

/**
 * Holds the fake API's answers to requests of this method until the returned function is called:
 * a slow server, for what a screen shows while it waits.
 */
export function holdRequests(fake: FakeApi, method: string): () => void {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = fake.fetchMock.getMockImplementation();
  if (!answer) throw new Error('the fake API answers nothing');
  fake.fetchMock.mockImplementation(async (input, init) => {
    if ((init?.method ?? 'GET').toUpperCase() === method) await gate;
    return answer(input, init);
  });
  return release;
}
