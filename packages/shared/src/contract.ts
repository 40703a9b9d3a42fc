import type { z } from 'zod';
import type { ErrorCode } from './errors.js';

/**
 * One contract for every HTTP call: each domain declares its endpoints once, beside its schemas
 * (`events/events.contract.ts` …). The server registers its routes from them (`plugins/contract.ts`),
 * which also writes the OpenAPI operation (operationId, summary, security, error answers); the web
 * calls by contract (`api.call(eventsApi.list)`), typed end to end.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call. `user`: an organiser's session (authToken), main account or sub-account; `main`: the
 * session of a main account (a sub-account gets 403 MAIN_ACCOUNT_ONLY); `session`: any session, password-reset
 * ones included; `reset`: a password-reset session; `visitor`: a visitor session (visitorToken,
 * checked by the route against the event); `webcaster`: a webcast console session (webcastToken, checked
 * by the route); `optional`: anyone, with the organiser's session when there is one (monitoring,
 * auth/status); `public`: anyone.
 */
export type Access = 'user' | 'main' | 'session' | 'reset' | 'visitor' | 'webcaster' | 'optional' | 'public';

/** The answer is a file (a download), not the JSON envelope; refusals still are the envelope. */
export const FILE = 'file' as const;

export type EndpointDef = {
  readonly method: HttpMethod;
  /** Path below the API root with `:name` parameters, e.g. `/events/:id/settings`. */
  readonly path: string;
  /** One line for the reference and for generated clients. */
  readonly summary: string;
  /** What a reader needs beyond the summary (rules, quotas, side effects). */
  readonly description?: string;
  readonly access: Access;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body; with `upload`, the multipart form's non-file fields are not described here. */
  readonly body?: z.ZodType;
  /**
   * A multipart/form-data upload: true, or the form's schema (as the reference shows it; the handler
   * reads the parts itself). The body time-out gives such a route the upload limit.
   */
  readonly upload?: true | z.ZodType;
  /** `results` of a successful answer, or FILE for a download. */
  readonly results: z.ZodType | typeof FILE;
  /**
   * The error codes the call can answer beyond the ones every call of its kind can
   * (UNAUTHORIZED with a session, VALIDATION_FAILED with input, RATE_LIMITED, INTERNAL_ERROR).
   */
  readonly errors?: readonly ErrorCode[];
  /** Another path the same call answers at (kept for clients of the spec's other spelling). */
  readonly alsoAt?: string;
};

/** An endpoint of a domain: its definition with the operation's id (`eventsList`) and tag. */
export type Endpoint<D extends EndpointDef = EndpointDef> = D & { readonly id: string; readonly tag: string };

/**
 * The endpoints of one domain. `tag` groups them in the reference; each key becomes the operation's
 * id, prefixed by the tag: `endpoints('events', { list })` → `eventsList`.
 */
export function endpoints<const T extends Record<string, EndpointDef>>(
  tag: string,
  defs: T,
): { readonly [K in keyof T]: Endpoint<T[K]> } {
  const out: Record<string, Endpoint> = {};
  for (const [key, def] of Object.entries(defs)) {
    out[key] = { ...def, id: `${camel(tag)}${key[0]?.toUpperCase()}${key.slice(1)}`, tag };
  }
  return out as { readonly [K in keyof T]: Endpoint<T[K]> };
}

function camel(tag: string): string {
  return tag.replace(/[-_ ]+(\w)/g, (_, c: string) => c.toUpperCase());
}

type Input<S> = S extends z.ZodType ? z.input<S> : never;

/** The path parameters a caller gives (as the web sends them). */
export type ParamsOf<E extends EndpointDef> = Input<E['params']>;
/** The query a caller gives. */
export type QueryOf<E extends EndpointDef> = Input<E['query']>;
/** The body a caller sends. */
export type BodyOf<E extends EndpointDef> = Input<E['body']>;
/** What a successful answer's `results` hold, as the caller reads them. */
export type ResultsOf<E extends EndpointDef> = E['results'] extends z.ZodType ? z.output<E['results']> : Blob;

type Part<E extends EndpointDef, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? undefined extends z.input<E[K]>
    ? { readonly [P in K]?: z.input<E[K]> }
    : { readonly [P in K]: z.input<E[K]> }
  : { readonly [P in K]?: never };

/** What a caller passes: `params`, `query` and `body` where the endpoint has them. */
export type CallInput<E extends EndpointDef> = Part<E, 'params'> & Part<E, 'query'> & Part<E, 'body'>;

/** True when the call takes nothing that must be given (its input may be left out). */
export type InputOptional<E extends EndpointDef> = object extends CallInput<E> ? true : false;

/** The path of a call with its parameters filled in (encoded), without the API root. */
export function pathOf(endpoint: EndpointDef, params?: Readonly<Record<string, unknown>>): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${endpoint.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` of a query object (undefined values left out), or ''. */
export function queryStringOf(query?: Readonly<Record<string, unknown>>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
