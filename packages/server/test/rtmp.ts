import type { FastifyInstance } from 'fastify';

/**
 * nginx-rtmp's notification to Foyer: a form-encoded POST to a callback path (RTMP_CALLBACK_PATHS)
 * with `?secret=` (left out when null). The form has an encoder's usual fields (app `live`, an address
 * of the documentation range, a flash version); `form` adds or replaces them.
 */
export function rtmpNotify(
  app: FastifyInstance,
  path: string,
  form: Record<string, string>,
  secret: string | null,
) {
  return app.inject({
    method: 'POST',
    url: secret === null ? path : `${path}?secret=${encodeURIComponent(secret)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      app: 'live',
      addr: '192.0.2.7',
      flashver: 'FMLE/3.0',
      ...form,
    }).toString(),
  });
}
