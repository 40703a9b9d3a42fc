import { trackJourney } from '../monitoring/journey';

/**
 * Opens the preview page of an event in a new window; false when the browser blocked the window.
 * A window that opened is the journey step preview.
 */
export function openEventPreview(eventId: string): boolean {
  // No "noopener": with it window.open answers null even when the window opened.
  const opened = window.open(`/events/preview/${encodeURIComponent(eventId)}`, '_blank');
  if (opened === null) return false;
  trackJourney('preview');
  return true;
}
