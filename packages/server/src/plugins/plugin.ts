import type { FastifyInstance } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its hooks and decorations apply to the whole app
 * (what fastify-plugin does, without the dependency).
 */
export function globalPlugin<T>(fn: (app: FastifyInstance, opts: T) => Promise<void>) {
  Object.assign(fn, { [Symbol.for('skip-override')]: true });
  return fn;
}
