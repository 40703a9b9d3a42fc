import { z } from 'zod';
import { endpoints } from '../contract.js';
import {
  InboxAnswerRequest,
  InboxAnswerResults,
  InboxThreadQuery,
  InboxThreadResults,
  InboxThreadsResults,
  InboxUnreadResults,
} from './inbox.schema.js';

const EventParams = z.object({ id: z.string() });
const ThreadParams = z.object({ id: z.string(), threadId: z.string() });

/** events/{id}/inbox*, inbox/unread: the organiser's staff inbox of direct threads (issue 17). */
export const inboxApi = endpoints('inbox', {
  threads: {
    method: 'GET',
    path: '/events/:id/inbox',
    summary: "List an event's staff threads",
    description:
      "Every direct thread of the event (visitors writing to booth staff), newest activity first (at most INBOX_LIST_MAX), with each thread's unread visitor messages. An event the caller does not reach (another account's, or outside a sub-account's events): NOT_FOUND.",
    access: 'user',
    params: EventParams,
    results: InboxThreadsResults,
    errors: ['NOT_FOUND'],
  },
  thread: {
    method: 'GET',
    path: '/events/:id/inbox/:threadId',
    summary: 'Read a staff thread',
    description:
      "The thread and a page of its messages (oldest first; `before`: the page before that seq). Reading the newest page marks the thread read for the whole staff. Another event's thread: NOT_FOUND.",
    access: 'user',
    params: ThreadParams,
    query: InboxThreadQuery,
    results: InboxThreadResults,
    errors: ['NOT_FOUND'],
  },
  answer: {
    method: 'POST',
    path: '/events/:id/inbox/:threadId/messages',
    summary: "Answer a thread in the staff's name",
    description:
      "Stores the answer as a moderator's (the staff figure's name as author) and sends it at once to the visitor's open venue and the event's moderators. A visitor with no venue open gets one mail per burst of answers, in the registration page's language, with their personal venue link. The same `clientId` sent again answers the stored message. Another event's thread: NOT_FOUND.",
    access: 'user',
    params: ThreadParams,
    body: InboxAnswerRequest,
    results: InboxAnswerResults,
    errors: ['NOT_FOUND'],
  },
  unread: {
    method: 'GET',
    path: '/inbox/unread',
    summary: 'Unread staff messages per event',
    description:
      'For each event the caller reaches that has unread visitor messages: how many threads and messages are unread (for badges).',
    access: 'user',
    results: InboxUnreadResults,
  },
});
