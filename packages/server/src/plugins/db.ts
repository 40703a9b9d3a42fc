import type { Deps } from '../context.js';
import { globalPlugin } from './plugin.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Database and settings the services need. */
    deps: Deps;
  }
}

/** Decorates the app with the database (and the public URL) for the services. */
export const dbPlugin = globalPlugin(async (app, deps: Deps) => {
  app.decorate('deps', deps);
});
