/** Global setup of the realtime suite: it needs a Redis server, named by REDIS_URL. */
export default function requireRedis() {
  if (!process.env.REDIS_URL)
    throw new Error(
      'The realtime suite needs Redis: set REDIS_URL (e.g. REDIS_URL=redis://127.0.0.1:6379 npm run test:realtime).',
    );
}
