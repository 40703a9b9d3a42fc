import {
  API_ROOT,
  type CallInput,
  type Endpoint,
  type ErrorCode,
  type FieldErrors,
  HEADERS,
  type Language,
  SILENT_ERROR_CODES,
  VISITOR_TOKEN_HEADER,
  WEBCAST_TOKEN_HEADER,
  type InputOptional,
  type ResultsOf,
  parseLanguage,
  pathOf,
  queryStringOf,
} from '@foyer/shared';
import { failedCalls } from './failedCalls';
import { clearToken, getToken } from './session';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A failed call: screens branch on `errorKey`; `fields` are VALIDATION_FAILED field errors (path → message key). */
export class ApiError extends Error {
  readonly errorKey: ErrorCode | undefined;
  readonly fields: FieldErrors;
  readonly status: number;
  readonly results: unknown;

  constructor(init: {
    errorKey?: ErrorCode;
    fields?: FieldErrors;
    status: number;
    results?: unknown;
    message?: string;
  }) {
    super(init.message ?? init.errorKey ?? `HTTP ${init.status}`);
    this.name = 'ApiError';
    this.errorKey = init.errorKey;
    this.fields = init.fields ?? {};
    this.status = init.status;
    this.results = init.results;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type Toast = { kind: 'error' | 'success'; messageKey: string };

/** What the client needs from the app: where to go, how to toast, which language, and what to forget on 401. */
export type ClientHooks = {
  navigate: (path: string) => void;
  notify: (toast: Toast) => void;
  language: () => Language;
  onUnauthorized: () => void;
};

let hooks: ClientHooks = {
  navigate: (path) => window.location.assign(path),
  notify: () => {},
  language: () => parseLanguage(document.documentElement.lang),
  onUnauthorized: () => {},
};

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export const TOAST_KEYS = {
  generic: 'errors.generic',
  rateLimited: 'errors.RATE_LIMITED',
  saved: 'common.saved',
} as const;

export type CallOptions = {
  /** Skip the positive toast of a successful PUT or DELETE (background saves). */
  quiet?: boolean;
  /** Extra request headers (e.g. journeyName). */
  headers?: Record<string, string>;
  /** Error codes this screen handles itself (no generic toast, no report; NOT_FOUND: no move to /404). */
  silentCodes?: readonly ErrorCode[];
  /**
   * A visitor call (the live venue): sends this visitor session token in the `visitorToken` header
   * and never the organiser's authToken; a 401 then leaves the organiser's session alone.
   */
  visitorToken?: string;
  /**
   * A webcast console call: sends this console session token in the `webcastToken` header and never
   * the organiser's authToken; a 401 then leaves the organiser's session alone ('' sends no token:
   * the console's login).
   */
  webcastToken?: string;
};

/** The UTC offset in hours, e.g. 1 or -5.5 (the `UTC-timezone` header). */
export function utcOffsetHours(date = new Date()): string {
  return String(-date.getTimezoneOffset() / 60);
}

/**
 * What a call carries: the organiser's stored authToken, no token at all, or a guest's own token in
 * its own header (a visitor of the venue, a webcast console's session).
 */
type Credentials = 'organiser' | 'none' | { header: string; token: string };

/** A guest's call (`visitorToken` or `webcastToken` given) never carries the organiser's token. */
function credentialsOf(options: CallOptions): Credentials {
  const guest =
    options.visitorToken !== undefined
      ? { header: VISITOR_TOKEN_HEADER, token: options.visitorToken }
      : options.webcastToken !== undefined
        ? { header: WEBCAST_TOKEN_HEADER, token: options.webcastToken }
        : undefined;
  if (!guest) return 'organiser';
  return guest.token ? guest : 'none';
}

const isGuestCall = (options: CallOptions) => credentialsOf(options) !== 'organiser';

function requestHeaders(
  extra?: Record<string, string>,
  hasBody?: boolean,
  credentials: Credentials = 'organiser',
): Record<string, string> {
  const headers: Record<string, string> = {
    [HEADERS.language]: hooks.language(),
    [HEADERS.timezone]: utcOffsetHours(),
    Accept: 'application/json',
    ...extra,
  };
  if (credentials === 'organiser') {
    const token = getToken();
    if (token) headers[HEADERS.authToken] = token;
  } else if (credentials !== 'none') headers[credentials.header] = credentials.token;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

/** Fire-and-forget report of a failed call (spec §8 "reported to a logger"). */
export function reportRequest(
  method: string,
  path: string,
  time: number,
  error: string,
  isGuest = false,
): void {
  void fetch(`${API_ROOT}/monitoring/request`, {
    method: 'POST',
    headers: requestHeaders(undefined, true, isGuest ? 'none' : 'organiser'),
    body: JSON.stringify({ method, path, time: Math.round(time), error }),
  }).catch(() => {});
}

type ParsedBody = { success?: boolean; results?: unknown; errorKey?: ErrorCode; message?: string } | null;

async function parseBody(res: Response): Promise<ParsedBody> {
  const text = await res.text();
  if (!text) return null;
  try {
    const body = JSON.parse(text) as unknown;
    return body && typeof body === 'object' ? (body as ParsedBody) : null;
  } catch {
    return null;
  }
}

function fieldsOf(results: unknown): FieldErrors {
  if (results && typeof results === 'object' && 'fields' in results) {
    const fields = (results as { fields: unknown }).fields;
    if (fields && typeof fields === 'object') return fields as FieldErrors;
  }
  return {};
}

const isSilent = (code: ErrorCode | undefined) => code !== undefined && SILENT_ERROR_CODES.includes(code);

/**
 * Applies spec §8 to one answer: resolves to `results`, or throws an ApiError after the app-wide
 * reaction (401 → login, 404 → /404, toasts, failure report). Shared by fetch calls and uploads.
 * Every failure, silent or not, is also kept for the debug screen (failedCalls).
 */
function settle<T>(
  method: HttpMethod,
  path: string,
  status: number,
  parsed: ParsedBody,
  elapsed: number,
  options: CallOptions,
): T {
  try {
    return settleAnswer<T>(method, path, status, parsed, elapsed, options);
  } catch (e) {
    if (isApiError(e)) recordFailure(method, path, e);
    throw e;
  }
}

/** Keeps a failed call for the debug screen (no query string: it may carry more than the path). */
function recordFailure(method: string, path: string, error: ApiError): void {
  failedCalls.record({
    method,
    path: `/${path.replace(/^\//, '').split('?')[0]}`,
    status: error.status,
    errorKey: error.errorKey,
    at: Date.now(),
  });
}

function settleAnswer<T>(
  method: HttpMethod,
  path: string,
  status: number,
  parsed: ParsedBody,
  elapsed: number,
  options: CallOptions,
): T {
  const errorKey = parsed?.errorKey;
  const results = parsed?.results;
  const silent = (code: ErrorCode | undefined) =>
    isSilent(code) || (code !== undefined && Boolean(options.silentCodes?.includes(code)));

  // A guest's 401 (visitor, webcast console) is the guest's own: the organiser stays logged in.
  const isGuest = isGuestCall(options);
  if (status === 401 && isGuest)
    throw new ApiError({ status: 401, errorKey: errorKey ?? 'UNAUTHORIZED', results });
  if (status === 401) {
    clearToken();
    hooks.onUnauthorized();
    hooks.navigate('/login');
    throw new ApiError({ status: 401, errorKey: errorKey ?? 'UNAUTHORIZED', results });
  }
  if (status === 404) {
    // A screen that handles NOT_FOUND itself (a visitor's rating of an element just switched off) stays.
    if (!options.silentCodes?.includes('NOT_FOUND')) hooks.navigate('/404');
    throw new ApiError({ status: 404, errorKey: errorKey ?? 'NOT_FOUND', results });
  }
  if (status === 429) {
    // A screen that says itself how long to wait (the login form) needs no second message.
    if (!options.silentCodes?.includes('RATE_LIMITED'))
      hooks.notify({ kind: 'error', messageKey: TOAST_KEYS.rateLimited });
    throw new ApiError({ status: 429, errorKey: errorKey ?? 'RATE_LIMITED', results });
  }
  if (status < 200 || status > 299) {
    if (!silent(errorKey)) {
      hooks.notify({ kind: 'error', messageKey: TOAST_KEYS.generic });
      if (parsed?.success === false)
        reportRequest(method, path, elapsed, errorKey ?? `HTTP ${status}`, isGuest);
    }
    throw new ApiError({ status, errorKey, fields: fieldsOf(results), results, message: parsed?.message });
  }
  if (!parsed || typeof parsed.success !== 'boolean') {
    hooks.notify({ kind: 'error', messageKey: TOAST_KEYS.generic });
    throw new ApiError({ status, message: 'Malformed answer' });
  }
  if (!parsed.success) {
    if (!silent(errorKey)) {
      hooks.notify({ kind: 'error', messageKey: TOAST_KEYS.generic });
      reportRequest(method, path, elapsed, errorKey ?? 'UNKNOWN', isGuest);
    }
    throw new ApiError({ status, errorKey, fields: fieldsOf(results), results, message: parsed.message });
  }
  if ((method === 'PUT' || method === 'DELETE') && !options.quiet) {
    hooks.notify({ kind: 'success', messageKey: TOAST_KEYS.saved });
  }
  return results as T;
}

/**
 * Calls the API once and applies spec §8: resolves to `results`, or throws an ApiError after the
 * app-wide reaction (401 → login, 404 → /404, toasts, failure report).
 */
export async function apiCall<T = unknown>(
  method: HttpMethod,
  path: string,
  body?: unknown,
  options: CallOptions = {},
): Promise<T> {
  const started = performance.now();
  const hasBody = body !== undefined;
  let res: Response;
  try {
    res = await fetch(`${API_ROOT}/${path.replace(/^\//, '')}`, {
      method,
      headers: requestHeaders(options.headers, hasBody, credentialsOf(options)),
      body: hasBody ? JSON.stringify(body) : undefined,
    });
  } catch (e) {
    hooks.notify({ kind: 'error', messageKey: TOAST_KEYS.generic });
    const error = new ApiError({ status: 0, message: (e as Error).message });
    recordFailure(method, path, error);
    throw error;
  }
  const parsed = await parseBody(res);
  return settle<T>(method, path, res.status, parsed, performance.now() - started, options);
}

/** The file name of a Content-Disposition header, or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

/**
 * GETs a file (an export) with the same headers as every call. A JSON answer is a refusal and goes
 * through spec §8 like any call (401 → login, 404 → /404, toasts) and throws an ApiError; a network
 * failure or an answer that is no file throws a plain Error, not reported yet: the caller says so.
 */
export async function apiDownload(
  path: string,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const started = performance.now();
  let res: Response;
  try {
    res = await fetch(`${API_ROOT}/${path.replace(/^\//, '')}`, {
      method: 'GET',
      headers: requestHeaders({ Accept: '*/*' }),
    });
  } catch (e) {
    throw new Error(`Download failed: ${(e as Error).message}`);
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    settle('GET', path, res.status, await parseBody(res), performance.now() - started, {});
    throw new Error('Download failed: the answer is not a file');
  }
  return {
    blob: await res.blob(),
    fileName: fileNameOf(res.headers.get('Content-Disposition'), fallbackName),
  };
}

export type UploadOptions = CallOptions & {
  /** Multipart field name of each file. */
  field?: string;
  /** Called with the fraction sent, 0..1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
};

/**
 * POSTs files as multipart/form-data through XMLHttpRequest (fetch reports no upload progress),
 * with the same headers and the same §8 handling of the answer as every other call.
 */
export function uploadFiles<T = unknown>(
  path: string,
  files: readonly File[],
  options: UploadOptions = {},
): Promise<T> {
  const started = performance.now();
  const form = new FormData();
  for (const file of files) form.append(options.field ?? 'files', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_ROOT}/${path.replace(/^\//, '')}`);
    for (const [name, value] of Object.entries(
      requestHeaders(options.headers, false, credentialsOf(options)),
    ))
      xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let parsed: ParsedBody = null;
      try {
        const body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
        parsed = body && typeof body === 'object' ? (body as ParsedBody) : null;
      } catch {
        parsed = null;
      }
      try {
        resolve(settle<T>('POST', path, xhr.status, parsed, performance.now() - started, options));
      } catch (e) {
        reject(e);
      }
    };
    // A refused stream (e.g. too large) often ends as a network error; the caller shows it per file.
    xhr.onerror = () => {
      const error = new ApiError({ status: 0, message: 'Network error' });
      recordFailure('POST', path, error);
      reject(error);
    };
    xhr.onabort = () => reject(new ApiError({ status: 0, message: 'Aborted' }));
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** The arguments of a call by contract: its input (optional when it needs none), then the options. */
export type CallArgs<E extends Endpoint, O = CallOptions> =
  InputOptional<E> extends true ? [input?: CallInput<E>, options?: O] : [input: CallInput<E>, options?: O];

/** The path (after the API root) of a call by contract, with its parameters and query. */
export function urlOf<E extends Endpoint>(endpoint: E, input?: CallInput<E>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  return `${pathOf(endpoint, params)}${queryStringOf(query)}`;
}

/** The body of a call by contract, as JSON; undefined when it has none. */
const jsonBodyOf = <E extends Endpoint>(input?: CallInput<E>): string | undefined => {
  const body = (input as { body?: unknown } | undefined)?.body;
  return body === undefined ? undefined : JSON.stringify(body);
};

/**
 * The API by contract (packages/shared `*.contract.ts`): `api.call(eventsApi.get, { params: { id } })`
 * resolves to that endpoint's `results`, typed; `api.upload` and `api.download` for files.
 */
export const api = {
  call<E extends Endpoint>(endpoint: E, ...[input, options]: CallArgs<E>): Promise<ResultsOf<E>> {
    const body = (input as { body?: unknown } | undefined)?.body;
    return apiCall<ResultsOf<E>>(endpoint.method, urlOf(endpoint, input), body, options);
  },
  upload<E extends Endpoint>(
    endpoint: E,
    files: readonly File[],
    ...[input, options]: CallArgs<E, UploadOptions>
  ): Promise<ResultsOf<E>> {
    return uploadFiles<ResultsOf<E>>(urlOf(endpoint, input), files, options);
  },
  /**
   * Sends a call in the background (logs, the venue's activity): with the usual headers, but no
   * toast, no report, no move to /login or /404 and no failedCalls entry, whatever the answer.
   * Never rejects: resolves true when the server took it (2xx and success), else false.
   */
  send<E extends Endpoint>(endpoint: E, ...[input, options = {}]: CallArgs<E>): Promise<boolean> {
    const body = jsonBodyOf(input);
    return fetch(`${API_ROOT}/${urlOf(endpoint, input).replace(/^\//, '')}`, {
      method: endpoint.method,
      headers: requestHeaders(options.headers, body !== undefined, credentialsOf(options)),
      body,
      // Lets the request finish when the page goes away (a last batch on leaving the app).
      keepalive: true,
    })
      .then(async (res) => res.ok && (await parseBody(res))?.success === true)
      .catch(() => false);
  },
  /**
   * Queues a POST with `navigator.sendBeacon` (a JSON body), which outlives the page. A beacon carries
   * no headers: no authToken, no language. False when the browser has no beacon or refused it.
   */
  beacon<E extends Endpoint>(endpoint: E, ...[input]: CallArgs<E, never>): boolean {
    if (endpoint.method !== 'POST' || typeof navigator.sendBeacon !== 'function') return false;
    const body = jsonBodyOf(input) ?? '{}';
    const url = `${API_ROOT}/${urlOf(endpoint, input).replace(/^\//, '')}`;
    return navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  },
  download<E extends Endpoint>(
    endpoint: E,
    fallbackName: string,
    ...[input]: CallArgs<E, never>
  ): Promise<{ blob: Blob; fileName: string }> {
    return apiDownload(urlOf(endpoint, input), fallbackName);
  },
};
