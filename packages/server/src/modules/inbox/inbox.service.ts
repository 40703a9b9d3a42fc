import type {
  ChatMessage,
  InboxAnswerRequest,
  InboxAnswerResults,
  InboxThreadQuery,
  InboxThreadResults,
  InboxThreadsResults,
  InboxUnreadResults,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import { type EventScope, findEventById, requireEvent } from '../events/events.service.js';
import * as directService from '../realtime/direct.service.js';
import { queueStaffAnswerMail } from './inbox.mail.js';

/**
 * The organiser's staff inbox (issue 17; contract: shared inbox/inbox.contract.ts): the main account
 * and the sub-accounts that reach an event read its direct threads and answer in the staff's name.
 * The threads and their messages belong to the realtime module (direct.service); this module decides
 * who may, and mails the visitor who is away.
 */

/** GET events/{id}/inbox: the event's threads with their unread counts. Throws NOT_FOUND. */
export async function listThreads(
  deps: Deps,
  scope: EventScope,
  eventId: string,
): Promise<InboxThreadsResults> {
  const event = await requireEvent(deps, scope, eventId);
  return { threads: await directService.staffThreads(deps, event.id) };
}

/** GET events/{id}/inbox/{threadId}: a page of the thread; the newest page marks it read. Throws NOT_FOUND. */
export async function readThread(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  threadId: string,
  query: InboxThreadQuery,
): Promise<InboxThreadResults> {
  const event = await requireEvent(deps, scope, eventId);
  return directService.staffThread(deps, event.id, threadId, query.before);
}

/**
 * POST events/{id}/inbox/{threadId}/messages: answers in the staff's name; the visitor's open venue
 * gets it at once, a visitor with none open gets one mail per burst of answers. Throws NOT_FOUND.
 */
export async function answer(
  deps: Deps,
  scope: EventScope,
  eventId: string,
  threadId: string,
  body: InboxAnswerRequest,
): Promise<InboxAnswerResults> {
  const event = await requireEvent(deps, scope, eventId);
  const { message, created, visitorOnline } = await directService.staffAnswer(deps, event.id, threadId, body);
  if (created && !visitorOnline) await mailAwayVisitor(deps, event.id, threadId, message);
  return { message };
}

/**
 * A staff answer reached a thread whose visitor has no venue open (from this inbox, or from a
 * moderator in the venue: the realtime module calls this through `RealtimeOptions.onStaffAnswerAway`):
 * mails the visitor once per burst of answers. Throws nothing expected.
 */
export async function mailAwayVisitor(
  deps: Deps,
  eventId: string,
  threadId: string,
  message: ChatMessage,
): Promise<void> {
  const event = await findEventById(deps.db, eventId);
  if (!event) return;
  await deps.db.transaction(async (tx) => {
    const visitor = await directService.claimVisitorMail(tx, threadId, message.seq);
    if (visitor) await queueStaffAnswerMail(deps, tx, event, visitor, message.authorName, message);
  });
}

/** GET inbox/unread: unread counts of the events the caller reaches. Throws nothing expected. */
export async function unreadCounts(deps: Deps, scope: EventScope): Promise<InboxUnreadResults> {
  return { events: await directService.staffUnreadByEvent(deps, scope.tenantId, scope.eventIds) };
}
