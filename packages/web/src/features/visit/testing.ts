import type { VisitEvent, VisitParticipant } from '@foyer/shared';

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
