import type { ChatMessage, InboxThread } from '@foyer/shared';

/** The event of the inbox tests (as in mailings/testing EVENTS). */
export const EVENT_ID = '11111111-1111-4111-8111-111111111111';
export const VISITOR_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

/** A thread of the inbox with overrides. */
export const buildThread = (over: Partial<InboxThread> = {}): InboxThread => ({
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  staffId: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
  staffName: 'Sam Seller',
  roomId: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
  participantId: VISITOR_ID,
  participantName: 'Ada Hopper',
  videoCalls: false,
  lastSeq: 7,
  lastText: 'Do you ship to Spain?',
  lastMessageAt: '2027-03-01T10:00:00.000Z',
  createdAt: '2027-03-01T09:59:00.000Z',
  unread: 1,
  ...over,
});

/** A message of a thread: the visitor's unless `participantId` is null (staff). */
export const buildMessage = (over: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `m-${over.seq ?? 7}`,
  seq: 7,
  chatId: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  participantId: VISITOR_ID,
  authorName: 'Ada Hopper',
  byModerator: false,
  text: 'Do you ship to Spain?',
  createdAt: '2027-03-01T10:00:00.000Z',
  ...over,
});
