/**
 * Where the console keeps its session token, per webcast: `sessionStorage` for the organiser's
 * "login as" (one tab each, so that a moderator and a viewer window can stand side by side), and
 * `localStorage` for a webcast user's own login (a reload or a new tab stays logged in).
 */

/** The fragment that hands a "login as" token to a new console window: `#session=<token>`. */
const FRAGMENT_NAME = 'session';

/** The console of a webcast (the invitation mail's link adds `?invitation=`). */
export const webcastConsolePath = (webcastId: string) => `/webcast/${webcastId}`;

/**
 * The address of a console window opened with a "login as" token: the token travels in the
 * fragment, which no server receives and which the console removes from the address at once.
 */
export const consoleUrlWithSession = (webcastId: string, token: string, origin = window.location.origin) =>
  `${origin}${webcastConsolePath(webcastId)}#${FRAGMENT_NAME}=${encodeURIComponent(token)}`;

/** The token of a `#session=` fragment, or null. */
export function tokenOfFragment(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(FRAGMENT_NAME);
  return token || null;
}

/** Where a token is kept: this tab only ("login as"), or this browser (a webcast user's login). */
export type TokenPlace = 'tab' | 'browser';

const keyOf = (webcastId: string) => `foyer.webcastToken.${webcastId}`;
const storageOf = (place: TokenPlace): Storage => (place === 'tab' ? sessionStorage : localStorage);

function read(place: TokenPlace, webcastId: string): string | null {
  try {
    return storageOf(place).getItem(keyOf(webcastId));
  } catch {
    return null;
  }
}

/** The console's token for this webcast: this tab's first, then this browser's; null when none. */
export const storedConsoleToken = (webcastId: string): string | null =>
  read('tab', webcastId) ?? read('browser', webcastId);

/** Keeps a console token for this webcast in the tab or in the browser. */
export function storeConsoleToken(webcastId: string, token: string, place: TokenPlace): void {
  try {
    storageOf(place).setItem(keyOf(webcastId), token);
  } catch {
    // storage refused (private mode): the session lasts as long as the page
  }
}

/** Forgets an ended session's token, wherever it was kept (another session's token stays). */
export function forgetConsoleToken(webcastId: string, token: string): void {
  for (const place of ['tab', 'browser'] as const) {
    try {
      if (read(place, webcastId) === token) storageOf(place).removeItem(keyOf(webcastId));
    } catch {
      // nothing kept there
    }
  }
}
