import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** An answer of `app.inject`. */
export type Res = Awaited<ReturnType<FastifyInstance['inject']>>;

export type CallOptions = { token?: string; body?: object; headers?: Record<string, string> };

/** Calls `/api/v1/<path>` of the app, with the session token and headers given. */
export function call(
  app: FastifyInstance,
  method: Method,
  path: string,
  options: CallOptions = {},
): Promise<Res> {
  const { token, body, headers = {} } = options;
  return app.inject({
    method,
    url: `/api/v1/${path}`,
    headers: { ...(token ? { authToken: token } : {}), ...headers },
    payload: body,
  });
}

/** The results of a successful answer (200, success: true); fails the test otherwise. */
// biome-ignore lint/suspicious/noExplicitAny: results are read field by field, as JSON.
export function ok(res: Res): any {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().success, res.body).toBe(true);
  return res.json().results;
}

/** The errorKey of a refused answer (success: false) with that status: 200, a business error, unless told. */
export function errorOf(res: Res, status = 200): string {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().success, res.body).toBe(false);
  return res.json().errorKey as string;
}

/** The errorKey of a refused answer (success: false), whatever its status (400, 403, 404…). */
export function errorKeyOf(res: Res): string {
  expect(res.json().success, res.body).toBe(false);
  return res.json().errorKey as string;
}

/** The field errors of a 400 VALIDATION_FAILED. */
export function fieldsOf(res: Res): Record<string, string> {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().errorKey).toBe('VALIDATION_FAILED');
  return res.json().results.fields as Record<string, string>;
}
