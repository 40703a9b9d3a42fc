/** Opens the preview page of an event in a new window; false when the browser blocked the window. */
export function openEventPreview(eventId: string): boolean {
  // No "noopener": with it window.open answers null even when the window opened.
  const opened = window.open(`/events/preview/${encodeURIComponent(eventId)}`, '_blank');
  return opened !== null;
}
