import type {
  EventCard,
  Mailing,
  MailingPreviewResults,
  MailingSummary,
  Participant,
  RegPage,
  ResultsOf,
  regpagesApi,
} from '@foyer/shared';
import { EVENT } from '../editor/testing';

/** Event ids of the test account, as uuids (the mailing schemas require them). */
export const EV1 = '11111111-1111-4111-8111-111111111111';
export const EV2 = '22222222-2222-4222-8222-222222222222';

const card = (id: string, name: string): EventCard => ({
  ...EVENT,
  id,
  name,
  roomCount: 1,
  boothCount: 0,
  coverDesignId: null,
  startRoomDesignId: null,
  registrations: 0,
  registrationLimit: null,
});

/** GET events: the account's two events. */
export const EVENTS = [card(EV1, 'Expo 2027'), card(EV2, 'Summit 2027')];

/** A saved mailing: a draft to Expo 2027's participants with a made plain text, unless told otherwise. */
export function buildMailing(overrides: Partial<Mailing> = {}): Mailing {
  return {
    id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
    name: 'Spring reminder',
    subject: 'See you tomorrow, {{firstname}}',
    html: '<p>Hello {{firstname}}</p>',
    text: 'Hello {{firstname}}',
    textIsCustom: false,
    eventIds: [EV1],
    segment: { kind: 'all' },
    status: 'draft',
    sendAt: null,
    relativeMinutes: null,
    trackClicks: true,
    progress: null,
    createdAt: '2027-02-01T10:00:00.000Z',
    updatedAt: '2027-02-02T10:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

/** The list form of a mailing (without its message). */
export function summaryOf(mailing: Mailing): MailingSummary {
  const { html: _html, text: _text, ...summary } = mailing;
  return summary;
}

/** POST mailings/{id}/preview: filled for Grace Hopper. */
export const PREVIEW: MailingPreviewResults = {
  subject: 'See you tomorrow, Grace',
  html: '<p>Hello Grace</p>',
  text: 'Hello Grace',
  participant: {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
  },
};

/** GET events/{id}/regpage: a page whose start is `startsAt` (only the start matters to mailings). */
export const regPageAnswer = (startsAt: string | null): ResultsOf<typeof regpagesApi.get> => ({
  page: { eventId: EV1, startsAt } as RegPage,
  registrations: 0,
  registrationLimit: null,
  agenda: [],
  speakers: [],
});

/** A participant of Expo 2027 as GET participants lists it. */
export function buildParticipant(overrides: Partial<Participant> = {}): Participant {
  return {
    id: PREVIEW.participant?.id ?? '',
    eventId: EV1,
    eventName: 'Expo 2027',
    email: 'grace@example.com',
    firstName: 'Grace',
    lastName: 'Hopper',
    answers: {},
    confirmed: true,
    registeredAt: '2027-01-10T10:00:00.000Z',
    confirmedAt: '2027-01-10T10:05:00.000Z',
    mailStatus: null,
    ...overrides,
  };
}
