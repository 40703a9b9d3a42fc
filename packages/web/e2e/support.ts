import { type APIRequestContext, expect } from '@playwright/test';

export const PASSWORD = 'Foyer-2026!';

let counter = 0;
/** A business address nobody has used in this run. */
export function uniqueEmail(prefix = 'organiser'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@analytical-engines.example`;
}

type Envelope = { success: boolean; results?: Record<string, unknown>; errorKey?: string };

async function call(
  request: APIRequestContext,
  method: 'POST' | 'PUT',
  path: string,
  data?: unknown,
  token?: string,
) {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    data: data ?? {},
    headers: token ? { authToken: token } : {},
  });
  const body = (await response.json()) as Envelope;
  return body;
}

/** The newest link in the newest mail to this address that contains `pathPart`. */
export async function mailLink(request: APIRequestContext, to: string, pathPart: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
      const { messages } = (await response.json()) as { messages: { links: string[] }[] };
      link = messages.flatMap((m) => m.links).find((l) => l.includes(pathPart));
      return link;
    })
    .toBeTruthy();
  return link!;
}

const DETAILS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Analytical Engines Ltd',
  address1: '1 Engine Street',
  zip: '10115',
  country: 'US',
  agreement: true,
};

/**
 * Seeds an organiser through the API up to the given registration step and answers its session.
 * STEP_1: account only; STEP_2: details given; COMPLETE: email confirmed.
 */
export async function seedOrganiser(
  request: APIRequestContext,
  state: 'STEP_1' | 'STEP_2' | 'COMPLETE' = 'COMPLETE',
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail();
  const account = await call(request, 'POST', 'registration/account', { email, password: PASSWORD });
  expect(account.success, JSON.stringify(account)).toBe(true);
  let token = account.results!.authToken as string;
  if (state === 'STEP_1') return { email, token };
  const details = await call(request, 'PUT', 'registration/details', DETAILS, token);
  expect(details.success, JSON.stringify(details)).toBe(true);
  if (state === 'STEP_2') return { email, token };
  const link = await mailLink(request, email, '/confirm-registration/');
  const confirmed = await call(request, 'POST', 'auth/confirmation/email', {
    token: new URL(link).searchParams.get('token'),
  });
  expect(confirmed.success, JSON.stringify(confirmed)).toBe(true);
  token = confirmed.results!.authToken as string;
  return { email, token };
}

/** Key under which the web keeps the session token. */
export const TOKEN_KEY = 'foyer.authToken';
