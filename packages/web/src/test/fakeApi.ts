import {
  API_ROOT,
  type CallInput,
  type Endpoint,
  type ErrorCode,
  type ResultsOf,
  httpStatusFor,
} from '@foyer/shared';
import { vi } from 'vitest';
import { setToken } from '../api/session';

/** A call the fake received, parsed as the contract reads it. */
export type FakeCall<E extends Endpoint = Endpoint> = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: CallInput<E> extends { body?: infer B } ? B : unknown;
  /** The request headers as the client set them (e.g. `journeyName`); left out of toEqual. */
  headers: Record<string, string>;
};

/** A refusal the fake answers: the error code (status from the contract of errors) and results. */
export type Refusal = { errorKey: ErrorCode; results?: unknown; message?: string; status?: number };

type Answer<E extends Endpoint> = ResultsOf<E> | Refusal | ((call: FakeCall<E>) => ResultsOf<E> | Refusal);

type Route = {
  endpoint: Endpoint;
  pattern: RegExp;
  names: string[];
  answers: Answer<Endpoint>[];
  calls: FakeCall[];
};

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && 'errorKey' in value && !('success' in value);

function patternOf(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/**
 * One fetch fake for the web tests, keyed by contract: `api.on(eventsApi.list, { events })` answers
 * that endpoint (typed by its results; a function gets the parsed call; a `{ errorKey }` refuses with
 * the code's status). Several answers for one endpoint are given in turn, the last one repeats.
 * `api.calls(endpoint)` lists what the endpoint received. A call no route answers is recorded in
 * `unhandled` and answered 404 NOT_FOUND.
 */
export function fakeApi(options: { token?: string | null } = {}) {
  if (options.token !== null) setToken(options.token ?? 'test-token');
  const routes: Route[] = [];
  const unhandled: string[] = [];

  function routeOf(endpoint: Endpoint): Route {
    let route = routes.find((r) => r.endpoint === endpoint);
    if (!route) {
      route = { endpoint, ...patternOf(endpoint.path), answers: [], calls: [] };
      // A static path wins over a parameter, as on the server.
      const statics = (r: Route) => r.endpoint.path.split('/').filter((p) => p && !p.startsWith(':')).length;
      routes.push(route);
      routes.sort((a, b) => statics(b) - statics(a));
    }
    return route;
  }

  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.startsWith(API_ROOT) ? url.pathname.slice(API_ROOT.length) : url.pathname;
    for (const route of routes) {
      if (route.endpoint.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params = Object.fromEntries(
        route.names.map((name, i) => [name, decodeURIComponent(match[i + 1] ?? '')]),
      );
      const query = Object.fromEntries(url.searchParams.entries());
      const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : init.body;
      const call = { params, query, body } as FakeCall;
      // Not enumerable: a test comparing whole calls compares their params, query and body.
      Object.defineProperty(call, 'headers', { value: headersOf(init.headers), enumerable: false });
      route.calls.push(call);
      const next = route.answers.length > 1 ? route.answers.shift() : route.answers[0];
      const answer = typeof next === 'function' ? next(call) : next;
      if (isRefusal(answer)) {
        const { errorKey, results, message, status } = answer;
        return json({ success: false, errorKey, results, message }, status ?? httpStatusFor(errorKey));
      }
      return json({ success: true, results: answer ?? {} }, 200);
    }
    unhandled.push(`${method} ${path}`);
    return json({ success: false, errorKey: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);

  const fake = {
    fetchMock,
    unhandled,
    /** Answers the endpoint with these results (or refusal, or function of the call), in turn. */
    on<E extends Endpoint>(endpoint: E, ...answers: Answer<E>[]) {
      const route = routeOf(endpoint);
      route.answers = answers as Answer<Endpoint>[];
      return fake;
    },
    /** The calls the endpoint received so far. */
    calls<E extends Endpoint>(endpoint: E): FakeCall<E>[] {
      return (routes.find((r) => r.endpoint === endpoint)?.calls ?? []) as unknown as FakeCall<E>[];
    },
  };
  return fake;
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** Headers given as a plain object keep their names as written; others are read through Headers. */
function headersOf(headers: HeadersInit | undefined): Record<string, string> {
  if (!headers) return {};
  if (headers instanceof Headers || Array.isArray(headers)) return Object.fromEntries(new Headers(headers));
  return { ...headers };
}

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
