import { type WebcastPlayback, webcastsApi } from '@foyer/shared';
import { useEffect, useState } from 'react';
import { api, isApiError } from '../../api/client';
import { useVisitorSession } from './visitorSession';

/** A playback address is asked for again this long before it expires (tokens last one to two hours). */
export const RENEW_BEFORE_MS = 15 * 60_000;
/** Never sooner than this after the last answer (a clock far ahead of the server's would loop). */
export const RENEW_MIN_MS = 60_000;
/** The organiser's preview asks this often (its address comes without an expiry; it lasts an hour at least). */
export const PREVIEW_RENEW_MS = 30 * 60_000;
/** A failed call is asked again after 5 s, doubling up to 5 min. */
export const RETRY_FIRST_MS = 5000;
export const RETRY_MAX_MS = 5 * 60_000;
/** The waits are cut in pieces of at most a minute: a computer that slept renews on waking. */
const WAKE_MS = 60_000;

/**
 * GET public/venue/{pageCode}/webcasts/{id}/playback: where the visitor plays the webcast now.
 * Fails with NOT_FOUND (the venue does not use it) and VISITOR_TOKEN_IS_INVALID, both silent.
 */
export function fetchWebcastPlayback(pageCode: string, visitorToken: string, webcastId: string) {
  return api
    .call(
      webcastsApi.playback,
      { params: { pageCode, id: webcastId } },
      { visitorToken, silentCodes: ['NOT_FOUND', 'VISITOR_TOKEN_IS_INVALID'] },
    )
    .then((r) => r.playback);
}

/** GET webcasts/{id} for the organiser's preview of the venue: its playback address. Fails silently with NOT_FOUND. */
function fetchPreviewPlayback(webcastId: string): Promise<{ url: string; expiresAt?: string }> {
  return api
    .call(webcastsApi.get, { params: { id: webcastId } }, { silentCodes: ['NOT_FOUND'] })
    .then((r) => ({ url: r.webcast.playbackUrl }));
}

/** When to ask again for an address that expires at `expiresAt` (ISO), from `now` (ms). */
export const renewAt = (expiresAt: string, now: number) =>
  Math.max(Date.parse(expiresAt) - RENEW_BEFORE_MS, now + RENEW_MIN_MS);

/** The wait before the next try after `failures` failed calls in a row (1, 2, …). */
export const retryDelay = (failures: number) => Math.min(RETRY_FIRST_MS * 2 ** (failures - 1), RETRY_MAX_MS);

export type WebcastPlaybackState = {
  /** The signed master playlist to play now; undefined until the first answer. */
  url: string | undefined;
  /** The venue does not use this webcast (NOT_FOUND): nothing to play, nothing asked again. */
  isUnavailable: boolean;
};

type Held = WebcastPlaybackState & { webcastId: string };

/**
 * Where a webcast plays for the visitor of the live venue (its session from the venue page): asks
 * for a signed address, asks again 15 minutes before it expires, and after a failure again with a
 * growing wait (5 s to 5 min), keeping the last address meanwhile. NOT_FOUND makes it unavailable;
 * an ended visitor session stops asking (the venue page says so). In the organiser's preview of the
 * venue (no visitor session) the organiser's own address of the webcast is used.
 */
export function useWebcastPlayback(webcastId: string): WebcastPlaybackState {
  const session = useVisitorSession();
  const pageCode = session?.pageCode;
  const visitorToken = session?.visitorToken;
  const [held, setHeld] = useState<Held>({ webcastId, url: undefined, isUnavailable: false });

  useEffect(() => {
    let isCancelled = false;
    let timer: number | undefined;
    let failures = 0;
    const at = (time: number, then: () => void) => {
      const wait = () => {
        const left = time - Date.now();
        if (left <= 0) then();
        else timer = window.setTimeout(wait, Math.min(left, WAKE_MS));
      };
      wait();
    };
    const ask = async () => {
      try {
        const playback: Pick<WebcastPlayback, 'url'> & { expiresAt?: string } =
          pageCode !== undefined && visitorToken !== undefined
            ? await fetchWebcastPlayback(pageCode, visitorToken, webcastId)
            : await fetchPreviewPlayback(webcastId);
        if (isCancelled) return;
        failures = 0;
        setHeld({ webcastId, url: playback.url, isUnavailable: false });
        const now = Date.now();
        at(playback.expiresAt ? renewAt(playback.expiresAt, now) : now + PREVIEW_RENEW_MS, ask);
      } catch (e) {
        if (isCancelled) return;
        if (isApiError(e) && e.status === 404) {
          setHeld({ webcastId, url: undefined, isUnavailable: true });
          return;
        }
        // The visitor's session ended: the venue page leads them out; asking again would not help.
        if (isApiError(e) && (e.errorKey === 'VISITOR_TOKEN_IS_INVALID' || e.status === 401)) return;
        failures += 1;
        at(Date.now() + retryDelay(failures), ask);
      }
    };
    void ask();
    return () => {
      isCancelled = true;
      window.clearTimeout(timer);
    };
  }, [webcastId, pageCode, visitorToken]);

  return held.webcastId === webcastId
    ? { url: held.url, isUnavailable: held.isUnavailable }
    : { url: undefined, isUnavailable: false };
}
