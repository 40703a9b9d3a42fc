import {
  API_ROOT,
  type Access,
  type Endpoint,
  type EndpointDef,
  ERROR_CODES,
  type ErrorCode,
  FILE,
  answerOf,
  httpStatusFor,
} from '@foyer/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AuthContext } from '../modules/auth/auth.service.js';
import { requireAnySession, requireMainAccount, requirePasswordReset, requireUser } from './auth.js';

/**
 * Routes from the contracts of packages/shared: `route(app, eventsApi.list, handler)` registers the
 * endpoint's method and path with its schemas, decides who may call before the handler runs, wraps
 * the handler's results in the envelope, and describes the operation for the OpenAPI document
 * (operationId, summary, security, the error answers by status).
 */

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The session a handler gets: the one its endpoint's access demands, or none. */
export type AuthOf<A extends Access> = A extends 'user' | 'main' | 'session' | 'reset'
  ? AuthContext
  : A extends 'optional'
    ? AuthContext | null
    : null;

/** What a handler gets: the parsed input, the caller's session, and fastify's request and reply. */
export type RouteContext<E extends EndpointDef> = {
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  auth: AuthOf<E['access']>;
  request: FastifyRequest;
  reply: FastifyReply;
};

/** A JSON endpoint's handler answers its `results` (enveloped here); a FILE endpoint's sends the reply. */
export type RouteHandler<E extends EndpointDef> = (
  ctx: RouteContext<E>,
) => Promise<E['results'] extends z.ZodType ? z.input<E['results']> : FastifyReply>;

/** Fastify options a route may add: its rate limit (`config`), its body limit. */
export type RouteOptions = Pick<RouteShorthandOptions, 'bodyLimit'> & {
  config?: Record<string, unknown>;
};

const AUTH: Record<Access, ((request: FastifyRequest) => AuthContext | null) | null> = {
  user: requireUser,
  main: requireMainAccount,
  session: requireAnySession,
  reset: requirePasswordReset,
  visitor: null,
  // A webcast console's own session: its module resolves it before validation (webcasts.routes).
  webcaster: null,
  optional: (request) => request.auth,
  public: null,
};

/** The accesses that refuse a call without the session they need (401); `main` also a sub-account's (403). */
export const REQUIRED_ACCESS: ReadonlySet<Access> = new Set<Access>(['user', 'main', 'session', 'reset']);

const SECURITY: Record<Access, Record<string, string[]>[]> = {
  user: [{ authToken: [] }],
  main: [{ authToken: [] }],
  session: [{ authToken: [] }],
  reset: [{ authToken: [] }],
  visitor: [{ visitorToken: [] }],
  webcaster: [{ webcastToken: [] }],
  optional: [{}, { authToken: [] }],
  public: [],
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract of a route registered by `route` (read by the OpenAPI transform). */
    contract?: Endpoint;
  }
}

/** Registers one endpoint of a contract. */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const authorise = AUTH[endpoint.access];
  const isFile = endpoint.results === FILE;
  const schema = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    tags: [endpoint.tag],
    security: SECURITY[endpoint.access],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(endpoint.upload ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.upload && endpoint.upload !== true ? { body: endpoint.upload } : {}),
    ...(endpoint.results !== FILE ? { response: { 200: answerOf(endpoint.results) } } : {}),
  };
  const register = (url: string, alias: boolean) =>
    r.route({
      method: endpoint.method,
      url,
      bodyLimit: options.bodyLimit,
      config: { ...options.config, contract: endpoint },
      // The alias answers the same; the reference lists the contract's path only.
      schema: alias ? { ...schema, hide: true } : schema,
      // Who may call is decided before the input is validated (401/403 before 400).
      ...(authorise
        ? {
            // Takes done: no promise per call (issue 20, P1).
            preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
              try {
                authorise(request);
                done();
              } catch (error) {
                done(error as Error);
              }
            },
          }
        : {}),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const auth = authorise ? authorise(request) : null;
        const ctx = {
          params: request.params,
          query: request.query,
          body: request.body,
          auth,
          request,
          reply,
        } as RouteContext<E>;
        const results = await handler(ctx);
        if (isFile) return results;
        return { success: true, results };
      },
    });
  register(endpoint.path, false);
  if (endpoint.alsoAt) register(endpoint.alsoAt, true);
}

/** The error codes an endpoint can answer: its own and those every call of its kind can. */
export function errorsOf(endpoint: EndpointDef, rateLimited: boolean): ErrorCode[] {
  const codes = new Set<ErrorCode>(endpoint.errors ?? []);
  // A console call without its own session (webcastToken) is 401 as an organiser's without theirs.
  if (REQUIRED_ACCESS.has(endpoint.access) || endpoint.access === 'webcaster') codes.add('UNAUTHORIZED');
  if (endpoint.access === 'main') codes.add('MAIN_ACCOUNT_ONLY');
  if (endpoint.params || endpoint.query || endpoint.body || endpoint.upload) codes.add('VALIDATION_FAILED');
  if (endpoint.body || endpoint.upload) {
    codes.add('PAYLOAD_TOO_LARGE');
    codes.add('REQUEST_TIMEOUT');
  }
  if (endpoint.upload) codes.add('UNSUPPORTED_MEDIA_TYPE');
  if (rateLimited) codes.add('RATE_LIMITED');
  return ERROR_CODES.filter((code) => codes.has(code));
}

const ERROR_ENVELOPE = 'ErrorEnvelope';

/** The `components.schemas` entry that every documented error answer refers to. */
export const ERROR_ENVELOPE_SCHEMA = {
  type: 'object' as const,
  description:
    'A refused call: `success` is false and `errorKey` names the reason; VALIDATION_FAILED has `results.fields` (field path → message key), RATE_LIMITED `results.retryAfterSeconds`.',
  required: ['success', 'errorKey'],
  properties: {
    success: { type: 'boolean' as const, const: false },
    // The ErrorCode component comes from the shared ErrorKey schema (api.ts).
    errorKey: { $ref: '#/components/schemas/ErrorCode' },
    message: { type: 'string' as const },
    results: { type: 'object' as const },
  },
};

const codesText = (codes: readonly string[]) => codes.map((code) => `\`${code}\``).join(', ');

type JsonResponse = { description?: string; [key: string]: unknown };
// biome-ignore lint/suspicious/noExplicitAny: @fastify/swagger's route schema, read and extended as JSON.
type Transformed = { schema: any; url: string };

/**
 * Adds to the transformed route schema what the contract says beyond its zod schemas: the answers
 * with the error codes of each status (business refusals answer 200 with success false, DESIGN.md),
 * and the file answer of a download. Used as @fastify/swagger's `transform`, after the zod one.
 */
export function describeAnswers(
  transformed: Transformed,
  config: { contract?: Endpoint; rateLimit?: unknown } | undefined,
): Transformed {
  const endpoint = config?.contract;
  if (!endpoint || transformed.schema.hide) return transformed;
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorsOf(endpoint, Boolean(config?.rateLimit))) {
    const status = httpStatusFor(code);
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const response: Record<string, unknown> = { ...(transformed.schema.response as object) };
  const refusals = byStatus.get(200);
  if (endpoint.results === FILE) {
    response[200] = {
      description: `The file as an attachment.${refusals ? ` Refusals answer the JSON envelope with success false: ${codesText(refusals)}.` : ''}`,
      content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
    };
  } else {
    const ok = (response[200] ?? {}) as JsonResponse;
    response[200] = {
      ...ok,
      description: refusals
        ? `Success: \`success\` true with \`results\`; or success false with errorKey ${codesText(refusals)}.`
        : 'Success: `success` true with `results`.',
    };
  }
  for (const [status, codes] of byStatus) {
    if (status === 200) continue;
    response[status] = {
      description: `errorKey ${codesText(codes)}`,
      content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_ENVELOPE}` } } },
    };
  }
  return { ...transformed, schema: { ...transformed.schema, response } };
}

export const errorEnvelopeComponent = { [ERROR_ENVELOPE]: ERROR_ENVELOPE_SCHEMA };

/** The full URL path of an endpoint (with `:name` parameters), for tests and logs. */
export const urlOf = (endpoint: EndpointDef) => `${API_ROOT}${endpoint.path}`;
