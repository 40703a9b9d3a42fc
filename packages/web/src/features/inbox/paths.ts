/** The staff inbox of an event; `threadId` opens that conversation. */
export const inboxPath = (eventId: string, threadId?: string) =>
  `/events/inbox/${encodeURIComponent(eventId)}${threadId ? `?thread=${encodeURIComponent(threadId)}` : ''}`;
