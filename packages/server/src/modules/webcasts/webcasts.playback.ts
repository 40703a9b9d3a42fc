import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PLAYBACK_TOKEN_PATTERN, type WebcastPlayback, webcastPlaybackPath } from '@foyer/shared';

/**
 * Signed, expiring playback addresses of webcasts (issue 18, delivery for 50,000): the token is a
 * folder of the HLS path (`/hls/<token>/<id>.m3u8`), so variant playlists and segments — relative
 * addresses — carry it too and a CDN passes it through. Tokens are made per hour, not per viewer:
 * everyone who starts watching in the same hour gets the same address, so a CDN in front fetches each
 * segment from the origin once per token (at most two tokens are current at any time).
 */

/** Tokens of one hour expire together, an hour after that hour ends: they work for one to two hours. */
export const TOKEN_PERIOD_S = 3600;
export const TOKEN_GRACE_S = 3600;

/** Where and how playback addresses are signed: the secret every node shares and the CDN's base. */
export type PlaybackOptions = {
  /** The HMAC key (HLS_TOKEN_SECRET, or one derived or kept in DATA_DIR; see webcasts.setup). */
  secret: string;
  /** CDN_BASE_URL without trailing slash, or '' for this origin (`/hls/…` relative to the page). */
  baseUrl: string;
};

/** A playback signer with a secret of its own (tests, and a server without one configured). */
export const ownPlaybackOptions = (): PlaybackOptions => ({
  secret: randomBytes(32).toString('base64url'),
  baseUrl: '',
});

const signature = (secret: string, webcastId: string, expiry: string) =>
  createHmac('sha256', secret)
    .update(`${webcastId}.${expiry}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

/** The token of `webcastId` current at `now`, and when it expires. Throws nothing. */
export function playbackToken(
  options: PlaybackOptions,
  webcastId: string,
  now = new Date(),
): { token: string; expiresAt: Date } {
  const seconds = Math.floor(now.getTime() / 1000);
  const expires = (Math.floor(seconds / TOKEN_PERIOD_S) + 1) * TOKEN_PERIOD_S + TOKEN_GRACE_S;
  const expiry = expires.toString(36);
  return {
    token: `${expiry}.${signature(options.secret, webcastId, expiry)}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** Where a viewer plays `webcastId` now (the master playlist under the current token). Throws nothing. */
export function playbackOf(options: PlaybackOptions, webcastId: string, now = new Date()): WebcastPlayback {
  const { token, expiresAt } = playbackToken(options, webcastId, now);
  return {
    url: `${options.baseUrl}${webcastPlaybackPath(webcastId, token)}`,
    expiresAt: expiresAt.toISOString(),
  };
}

/** Whether `token` was signed for `webcastId` with this secret and has not expired at `now`. Throws nothing. */
export function isValidPlaybackToken(
  options: PlaybackOptions,
  token: string,
  webcastId: string,
  now = new Date(),
): boolean {
  if (!PLAYBACK_TOKEN_PATTERN.test(token)) return false;
  const [expiry, given] = token.split('.') as [string, string];
  const expires = Number.parseInt(expiry, 36);
  if (!(expires * 1000 > now.getTime())) return false;
  // A forged expiry far ahead is refused by the signature; one beyond any we sign, before hashing.
  if (expires * 1000 > now.getTime() + (TOKEN_PERIOD_S + TOKEN_GRACE_S) * 1000) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(signature(options.secret, webcastId, expiry));
  return a.length === b.length && timingSafeEqual(a, b);
}
