import { CHAT_RATE } from '@foyer/shared';
import type { createClient } from 'redis';

export type RedisClient = ReturnType<typeof createClient>;

/** Counts a visitor's messages; `hit` answers false once CHAT_RATE is exceeded. */
export type ChatRateLimiter = { hit(participantId: string): Promise<boolean> };

/** In this process only: a sliding window of send times per participant. Throws nothing. */
export function memoryChatRate(rate: { messages: number; windowMs: number } = CHAT_RATE): ChatRateLimiter {
  const sent = new Map<string, number[]>();
  return {
    async hit(participantId) {
      const now = Date.now();
      const recent = (sent.get(participantId) ?? []).filter((t) => now - t < rate.windowMs);
      // Forget idle visitors now and then so the map does not grow without end.
      if (sent.size > 10_000)
        for (const [id, times] of sent) if (times.every((t) => now - t >= rate.windowMs)) sent.delete(id);
      if (recent.length >= rate.messages) {
        sent.set(participantId, recent);
        return false;
      }
      recent.push(now);
      sent.set(participantId, recent);
      return true;
    },
  };
}

/**
 * Across server nodes: a Redis counter per participant (`${prefix}:chatrate:${participantId}`)
 * that expires one window after its first message. Throws when Redis fails.
 */
export function redisChatRate(
  client: RedisClient,
  prefix: string,
  rate: { messages: number; windowMs: number } = CHAT_RATE,
): ChatRateLimiter {
  return {
    async hit(participantId) {
      const key = `${prefix}:chatrate:${participantId}`;
      const [count] = await client.multi().incr(key).pExpire(key, rate.windowMs, 'NX').exec();
      return Number(count) <= rate.messages;
    },
  };
}
