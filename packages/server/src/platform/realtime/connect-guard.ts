import { LRUCache } from 'lru-cache';

/** Handshakes per client address and window (across nodes with Redis), counted before any query. */
export const CONNECT_RATE = { connects: 60, windowMs: 10_000 };
/** How long a refused visitor token is refused from memory, and how many such tokens a node keeps. */
export const REFUSED_TOKEN_TTL_MS = 30_000;
const REFUSED_TOKENS_MAX = 10_000;

/** What a handshake tells of its client (socket.handshake). */
type Handshake = { address: string; headers: Record<string, string | string[] | undefined> };

/**
 * The client's address: the socket's peer, or with `trustProxy` (the app's setting) the first
 * address of `x-forwarded-for`, as Fastify's `request.ip` reads it. Throws nothing.
 */
export function clientAddress(handshake: Handshake, trustProxy: boolean): string {
  const forwarded = handshake.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return trustProxy && first ? first : handshake.address;
}

/** Visitor tokens refused lately (by page code and token hash), so that a repeat costs no query. */
export type RefusedTokens = { has(key: string): boolean; add(key: string): void };

/** In this process: at most REFUSED_TOKENS_MAX keys, each forgotten after `ttlMs`. Throws nothing. */
export function refusedTokens(ttlMs = REFUSED_TOKEN_TTL_MS): RefusedTokens {
  const cache = new LRUCache<string, true>({ max: REFUSED_TOKENS_MAX, ttl: ttlMs });
  return {
    has: (key) => cache.has(key),
    add: (key) => {
      cache.set(key, true);
    },
  };
}
