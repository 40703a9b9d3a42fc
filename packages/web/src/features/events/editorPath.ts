/** The editor of an event (the app's /events/edit route): where a newly created event opens. */
export function eventEditorPath(eventId: string): string {
  return `/events/edit/${encodeURIComponent(eventId)}`;
}
