import { CHAT_RATE } from '@foyer/shared';
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/**
 * Counts hits per key (a visitor's messages, an address's connects); `hit` answers false once the
 * rate (CHAT_RATE unless given) is exceeded.
 */
export type ChatRateLimiter = { hit(key: string): Promise<boolean> };

/** In this process only: a sliding window of hit times per key. Throws nothing. */
export function memoryChatRate(rate: { messages: number; windowMs: number } = CHAT_RATE): ChatRateLimiter {
  const sent = new Map<string, number[]>();
  return {
    async hit(key) {
      const now = Date.now();
      const recent = (sent.get(key) ?? []).filter((t) => now - t < rate.windowMs);
      // Forget idle visitors now and then so the map does not grow without end.
      if (sent.size > 10_000)
        for (const [id, times] of sent) if (times.every((t) => now - t >= rate.windowMs)) sent.delete(id);
      if (recent.length >= rate.messages) {
        sent.set(key, recent);
        return false;
      }
      recent.push(now);
      sent.set(key, recent);
      return true;
    },
  };
}

/**
 * Across server nodes: a Redis counter per key (`${prefix}:${name}:${key}`, name 'chatrate' unless
 * given) that expires one window after its first hit. Throws when Redis fails.
 */
export function redisChatRate(
  client: RedisClient,
  prefix: string,
  rate: { messages: number; windowMs: number } = CHAT_RATE,
  name = 'chatrate',
): ChatRateLimiter {
  return {
    async hit(key) {
      const counter = `${prefix}:${name}:${key}`;
      const [count] = await client.multi().incr(counter).pExpire(counter, rate.windowMs, 'NX').exec();
      return Number(count) <= rate.messages;
    },
  };
}
