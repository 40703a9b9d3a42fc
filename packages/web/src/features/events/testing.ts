import { vi } from 'vitest';
import { setToken } from '../../api/session';

type Answer = { success: boolean; results?: unknown; errorKey?: string };

/** Stubs fetch by path (after /api/v1/): each route answers its envelope; records the calls. */
export function routeFetch(routes: Record<string, Answer | ((body: unknown) => Answer)>) {
  setToken('test-token');
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = String(url).replace(/^.*\/api\/v1\//, '');
    const body = init.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const route = routes[path];
    const answer = typeof route === 'function' ? route(body) : (route ?? { success: true, results: {} });
    return new Response(JSON.stringify(answer), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export const USER = {
  success: true,
  results: {
    data: {
      status: 'LOGGED_IN',
      registrationState: 'STEP_3',
      profile: { firstName: 'Ada', lastName: 'Lovelace', accountType: 0 },
      email: 'ada@example.com',
      premium: false,
      business: false,
      plan: 'free',
      maxSubAccounts: 0,
      events: 2,
    },
  },
};
