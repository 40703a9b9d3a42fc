import AxeBuilder from '@axe-core/playwright';
import axe, { type AxeResults } from 'axe-core';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  test as base,
  expect,
} from '@playwright/test';

export { expect };

/** Collects the Content-Security-Policy violations of every page of a context. */
async function watchCsp(context: BrowserContext, violations: string[]) {
  await context.exposeBinding('__foyerCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = `${e.sourceFile || location.pathname}:${e.lineNumber}`;
      const report = (window as unknown as { __foyerCspViolation(text: string): void }).__foyerCspViolation;
      void report(
        `${e.effectiveDirective} refused ${e.blockedURI || 'inline'} at ${where} (${location.pathname})`,
      );
    });
  });
  context.on('console', (message) => {
    if (/Refused to|Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
}

/**
 * Playwright's `test` for every journey: the app runs with its CSP on, and a journey fails at its
 * end if any page of it (the test's own context and any `browser.newContext()` it opens) met a CSP
 * violation.
 */
export const test = base.extend<{ cspGuard: undefined }>({
  cspGuard: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const created = await newContext.apply(browser, args);
        await watchCsp(created, violations);
        return created;
      };
      try {
        await use(undefined);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export const PASSWORD = 'Foyer-2026!';

let counter = 0;
/** A business address nobody has used in this run. */
export function uniqueEmail(prefix = 'organiser'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@analytical-engines.example`;
}

type Envelope = { success: boolean; results?: Record<string, unknown>; errorKey?: string };

/** One call of the API (as the organiser when `token` is given); answers its envelope. */
export async function api(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  data?: unknown,
  token?: string,
): Promise<Envelope> {
  const response = await request.fetch(`/api/v1/${path}`, {
    method,
    data: method === 'GET' ? undefined : (data ?? {}),
    headers: token ? { authToken: token } : {},
  });
  return (await response.json()) as Envelope;
}

/** Opens an event for visitors (settings `open`, and any other `settings`); answers its page code. */
export async function openEvent(
  request: APIRequestContext,
  token: string,
  eventId: string,
  settings: Record<string, unknown> = {},
) {
  const { event } = (await api(request, 'GET', `events/${eventId}`, undefined, token)).results as {
    event: { version: number; pageCode: string };
  };
  const opened = await api(
    request,
    'PUT',
    `events/${eventId}/settings`,
    { ...settings, open: true, version: event.version },
    token,
  );
  expect(opened.success, JSON.stringify(opened)).toBe(true);
  return event.pageCode;
}

/** Makes `email` a moderator of the event (an EVENT_MODERATOR element named Grace Hopper). */
export async function addModerator(
  request: APIRequestContext,
  token: string,
  eventId: string,
  email: string,
) {
  const moderator = await api(
    request,
    'POST',
    `events/${eventId}/elements`,
    {
      parentId: null,
      element: { kind: 'EVENT_MODERATOR', id: 'new', email, firstName: 'Grace', lastName: 'Hopper' },
    },
    token,
  );
  expect(moderator.success, JSON.stringify(moderator)).toBe(true);
}

/** Registers a visitor through the public API and answers the personal link of their mail. */
export async function registeredVisitor(
  request: APIRequestContext,
  pageCode: string,
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
  answers: Record<string, string> = {},
) {
  const answer = await api(request, 'POST', `public/regpage/${pageCode}/register`, {
    email,
    firstName,
    lastName: 'Visitor',
    termsAccepted: true,
    answers,
  });
  expect(answer.success, JSON.stringify(answer)).toBe(true);
  return mailLink(request, email, `/r/${pageCode}/confirm`);
}

/** A new browser context entering the venue with a personal link; answers its page in the hall. */
export async function enterVenue(browser: Browser, pageCode: string, link: string, hall = 'Main hall') {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`/v/${pageCode}?token=${new URL(link).searchParams.get('token')}`);
  await expect(page.getByRole('heading', { name: hall, level: 2 })).toBeVisible();
  return page;
}

/**
 * In the venue (a trade fair): goes to Booth 1, opens its staff's card, starts a chat with them and
 * sends `text`; answers the chat panel.
 */
export async function writeToBoothStaff(visitor: Page, text: string) {
  await visitor
    .getByRole('button', { name: /^Go to Booth 1/ })
    .first()
    .click();
  await expect(visitor.getByRole('heading', { name: 'Booth 1', level: 2 })).toBeVisible();
  await visitor
    .getByRole('button', { name: /Booth staff/ })
    .first()
    .click();
  await visitor
    .getByRole('dialog', { name: /Booth staff/ })
    .getByRole('button', { name: 'Send a message' })
    .click();
  const chat = visitor.getByRole('complementary', { name: 'Chat' });
  await expect(chat.getByRole('heading', { name: 'Chat with Booth staff' })).toBeVisible();
  await chat.getByRole('textbox', { name: 'Message' }).fill(text);
  await chat.getByRole('button', { name: 'Send' }).click();
  return chat;
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
  const account = await api(request, 'POST', 'registration/account', { email, password: PASSWORD });
  expect(account.success, JSON.stringify(account)).toBe(true);
  let token = account.results!.authToken as string;
  if (state === 'STEP_1') return { email, token };
  const details = await api(request, 'PUT', 'registration/details', DETAILS, token);
  expect(details.success, JSON.stringify(details)).toBe(true);
  if (state === 'STEP_2') return { email, token };
  const link = await mailLink(request, email, '/confirm-registration/');
  const confirmed = await api(request, 'POST', 'auth/confirmation/email', {
    token: new URL(link).searchParams.get('token'),
  });
  expect(confirmed.success, JSON.stringify(confirmed)).toBe(true);
  token = confirmed.results!.authToken as string;
  return { email, token };
}

/** Key under which the web keeps the session token. */
export const TOKEN_KEY = 'foyer.authToken';

/**
 * The serious and critical axe violations on the page, as "rule: elements" lines (expect []).
 * `withoutFrames`: frames are left out (a sandboxed preview without scripts, which axe cannot enter;
 * its content is the author's mail, not the app). Without frames to enter, axe runs in the page
 * itself, injected once per document: @axe-core/playwright injects its 1.3 MB script on every call
 * and finishes each run in a new blank page, a second or more per check on two shared cores (the
 * route sweep makes ~180 of them). Only violations are gathered (`resultTypes`): the same rules, the
 * same findings. A page with frames goes through @axe-core/playwright, which enters each frame.
 */
export async function seriousAxeViolations(
  page: Page,
  options: { withoutFrames?: boolean } = {},
): Promise<string[]> {
  const violations =
    options.withoutFrames || page.frames().length === 1
      ? await violationsInPage(page)
      : (await new AxeBuilder({ page }).analyze()).violations;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** axe's violations in the page's own document, frames left out. */
async function violationsInPage(page: Page): Promise<AxeResults['violations']> {
  const injected = await page.evaluate(() => 'axe' in window);
  if (!injected) await page.evaluate(axe.source);
  return page.evaluate(async () => {
    const inPage = (window as unknown as { axe: typeof axe }).axe;
    const results = await inPage.run(
      { exclude: [['iframe']] },
      { iframes: false, resultTypes: ['violations'] },
    );
    return results.violations;
  });
}

/** Logs in through the API; the auth token. */
export async function loginToken(
  request: APIRequestContext,
  account: { email: string; password: string },
): Promise<string> {
  const login = await api(request, 'POST', 'auth/login', {
    email: account.email,
    password: account.password,
  });
  expect(login.success, JSON.stringify(login)).toBe(true);
  return login.results!.authToken as string;
}

/**
 * A new event from the guided setup (a hall, no booths; a conference with video presentations has
 * an auditorium with talks); its id.
 */
export async function kickstarterEvent(
  request: APIRequestContext,
  token: string,
  name: string,
  kind: { eventType: string; videoPresentations: boolean } = {
    eventType: 'other',
    videoPresentations: false,
  },
): Promise<string> {
  const created = await api(
    request,
    'POST',
    'events/kickstarter',
    { name, ...kind, booths: false, boothCount: 0, themeId: 'modern' },
    token,
  );
  expect(created.success, JSON.stringify(created)).toBe(true);
  return created.results!.eventId as string;
}

/**
 * An open trade fair made by guided setup (hall, auditorium with a welcome talk, one booth with a
 * brochure and staff): its id, name and page code.
 */
export async function openTradeFair(request: APIRequestContext, token: string) {
  const name = `Harbour Fair ${Date.now().toString(36)}`;
  const created = await api(
    request,
    'POST',
    'events/kickstarter',
    {
      name,
      eventType: 'tradeFair',
      videoPresentations: true,
      booths: true,
      boothCount: 1,
      themeId: 'modern',
    },
    token,
  );
  expect(created.success, JSON.stringify(created)).toBe(true);
  const eventId = created.results!.eventId as string;
  return { eventId, name, pageCode: await openEvent(request, token, eventId) };
}
