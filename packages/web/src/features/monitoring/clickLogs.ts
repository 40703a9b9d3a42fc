import { CLICK_LOG_LIMITS, type ClickLog, monitoringApi } from '@foyer/shared';
import { api } from '../../api/client';

/** A batch waits at most this long after its first click before it is sent. */
export const CLICK_BATCH_DELAY_MS = 10_000;

/** What counts as a click worth logging: buttons, links, menu items and tabs. */
const CLICKABLE = 'button, a, [role=button], [role=menuitem], [role=tab]';

/** Cuts `text` to `max` characters, the last one an ellipsis when cut. */
const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The implicit ARIA role of the clickable elements that have no explicit one. */
function roleOf(element: Element): string {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  return element.tagName === 'A' ? 'link' : element.tagName.toLowerCase();
}

/**
 * What a click hit, as "role name" (e.g. "button Create event"): the accessible name from
 * aria-label, else the element's own text, whitespace collapsed and cut to the target limit. Text
 * content never includes what is typed into inputs, so no value leaves the page. Null when the click
 * was on nothing clickable.
 */
export function clickTargetOf(hit: EventTarget | null): string | null {
  const element = hit instanceof Element ? hit.closest(CLICKABLE) : null;
  if (!element) return null;
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  const name = label.replace(/\s+/g, ' ').trim();
  return truncate(name ? `${roleOf(element)} ${name}` : roleOf(element), CLICK_LOG_LIMITS.targetMaxLength);
}

/**
 * Logs the organiser's clicks on buttons, links, menu items and tabs (spec §7 "click logs, fire and
 * forget"): each with the current path and what was clicked (clickTargetOf), never an input's value.
 * A batch goes to POST monitoring/clicks CLICK_BATCH_DELAY_MS after its first click (at once when
 * full), with the session's authToken. When the page is hidden or left, what waits goes as a beacon:
 * a beacon carries no headers, so the server stores those clicks without a user. Answers and
 * failures are ignored. Installed by the organiser app's shell only (not the visitor venue, not the
 * registration page bundle); returns the uninstall, which sends what waits.
 */
export function installClickLogs(): () => void {
  let pending: ClickLog[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    return batch;
  };
  const send = () => {
    const clicks = take();
    if (clicks.length > 0) api.send(monitoringApi.clicks, { body: { clicks } });
  };
  const sendBeacon = () => {
    const clicks = take();
    if (clicks.length === 0) return;
    // No beacon (or refused): a keepalive fetch also outlives the page.
    if (!api.beacon(monitoringApi.clicks, { body: { clicks } }))
      api.send(monitoringApi.clicks, { body: { clicks } });
  };

  const handleClick = (event: MouseEvent) => {
    const target = clickTargetOf(event.target);
    if (!target) return;
    const path = truncate(window.location.pathname, CLICK_LOG_LIMITS.pathMaxLength);
    pending.push({ path, target, at: new Date().toISOString() });
    if (pending.length >= CLICK_LOG_LIMITS.maxBatch) send();
    else timer ??= setTimeout(send, CLICK_BATCH_DELAY_MS);
  };
  const handleVisibilityChange = () => {
    if (document.visibilityState === 'hidden') sendBeacon();
  };

  // Capture: a handler that stops the click's propagation does not hide it from the log.
  document.addEventListener('click', handleClick, { capture: true });
  document.addEventListener('visibilitychange', handleVisibilityChange);
  window.addEventListener('pagehide', sendBeacon);
  return () => {
    document.removeEventListener('click', handleClick, { capture: true });
    document.removeEventListener('visibilitychange', handleVisibilityChange);
    window.removeEventListener('pagehide', sendBeacon);
    send();
  };
}
