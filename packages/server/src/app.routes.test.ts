import { randomUUID } from 'node:crypto';
import * as shared from '@foyer/shared';
import type { Access, Endpoint } from '@foyer/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PUBLIC_URL, type TestApp, createTestApp } from '../test/app.js';
import { buildAsset, buildEvent, buildParticipant, buildUser } from '../test/factories.js';
import type { Res } from '../test/http.js';
import { saveBilling } from './modules/account/account.service.js';
import { createSession } from './modules/auth/auth.service.js';
import * as subscriptionService from './modules/subscription/subscription.service.js';
import { createWebcast } from './modules/webcasts/webcasts.service.js';
import { ownPlaybackOptions } from './modules/webcasts/webcasts.playback.js';

/**
 * The route table: every operation the app serves from a contract, with the access decided for it.
 * A route added without an entry here, or with another access, fails the first test; the matrix
 * below then checks each access against real sessions (main account, sub-account, none) and each
 * `:id` of a tenant resource against another account's resource.
 */
const ACCESS: Record<string, Access> = {
  accountProfile: 'main',
  accountUpdateProfile: 'main',
  accountBilling: 'main',
  accountUpdateBilling: 'main',
  activityRecord: 'visitor',
  assetsList: 'user',
  assetsGet: 'user',
  assetsUpload: 'user',
  assetsUpdate: 'user',
  assetsRemove: 'user',
  assetsUsages: 'user',
  assetsDownload: 'user',
  authLogin: 'public',
  authLoginByToken: 'public',
  authLoginToken: 'user',
  authLogout: 'session',
  authChangePassword: 'user',
  authConfirmEmail: 'public',
  authPasswordForgotten: 'public',
  authConfirmPasswordReset: 'public',
  authSetPassword: 'reset',
  authStatus: 'optional',
  editorGetVenue: 'user',
  editorCreateElement: 'user',
  editorReorderElements: 'user',
  editorUpdateElement: 'user',
  editorDeleteElement: 'user',
  editorListSharedRooms: 'user',
  editorAddSharedRoom: 'user',
  inboxThreads: 'user',
  inboxThread: 'user',
  inboxAnswer: 'user',
  inboxUnread: 'user',
  mailingsList: 'user',
  mailingsGet: 'user',
  mailingsCreate: 'user',
  mailingsUpdate: 'user',
  mailingsRemove: 'user',
  mailingsDuplicate: 'user',
  mailingsRecipients: 'user',
  mailingsPreview: 'user',
  mailingsSend: 'user',
  mailingsTest: 'user',
  mailingsPause: 'user',
  mailingsResume: 'user',
  mailingsUnschedule: 'user',
  mailingsCancel: 'user',
  mailingsDeliveries: 'user',
  mailingsUnsubscribeInfo: 'public',
  mailingsUnsubscribe: 'public',
  mailingsClick: 'public',
  eventsList: 'user',
  eventsTemplates: 'user',
  eventsPreview: 'user',
  eventsSummaries: 'user',
  eventsSummary: 'user',
  eventsKickstarter: 'user',
  eventsValidateName: 'user',
  eventsValidateAmount: 'user',
  eventsValidateTitle: 'user',
  eventsValidatePageCode: 'user',
  eventsCreate: 'user',
  eventsGet: 'user',
  eventsUpdateSettings: 'user',
  eventsRename: 'user',
  eventsRemove: 'user',
  monitoringRequest: 'optional',
  monitoringJourney: 'optional',
  monitoringBugReport: 'optional',
  monitoringClicks: 'optional',
  participantsList: 'user',
  participantsExport: 'user',
  participantsAnswerFile: 'user',
  participantsResend: 'user',
  participantsRemove: 'user',
  ratingsList: 'visitor',
  ratingsRate: 'visitor',
  registrationsPage: 'public',
  registrationsRegister: 'public',
  registrationsUploadFile: 'public',
  registrationsConfirm: 'public',
  registrationsCalendar: 'public',
  regpagesGet: 'user',
  regpagesUpdate: 'user',
  reportingEvent: 'user',
  reportingExport: 'user',
  reportingAdvancedFunnel: 'user',
  reportingAdvancedParticipants: 'user',
  reportingAdvancedParticipantsExport: 'user',
  reportingAdvancedLeads: 'user',
  reportingAdvancedLeadsExport: 'user',
  reportingAdvancedCompare: 'user',
  signupAccount: 'public',
  subscriptionGet: 'main',
  subscriptionStartCheckout: 'main',
  subscriptionCheckout: 'user',
  subscriptionPay: 'user',
  subscriptionCancel: 'main',
  subscriptionInvoicePdf: 'main',
  subscriptionPortal: 'main',
  subscriptionStripeWebhook: 'public',
  signupDetails: 'user',
  signupResendConfirmation: 'user',
  signupPhone: 'user',
  signupConfirmPhone: 'user',
  sustainabilityGet: 'user',
  sustainabilitySave: 'user',
  sustainabilityPdf: 'user',
  teamList: 'main',
  teamCreate: 'main',
  teamUpdate: 'main',
  teamRemove: 'main',
  teamResend: 'main',
  teamAccept: 'public',
  usersMe: 'user',
  usersChatId: 'user',
  usersSetLanguage: 'user',
  usersUpdateProfile: 'user',
  usersChangeEmail: 'user',
  usersConfirmEmailChange: 'public',
  usersLogoutOthers: 'user',
  usersFeatureRequests: 'user',
  usersRequestFeature: 'user',
  videoJoin: 'visitor',
  videoRooms: 'visitor',
  videoModerate: 'visitor',
  visitsEnter: 'public',
  visitsVenue: 'visitor',
  visitsLeave: 'visitor',
  webcastsList: 'user',
  webcastsCreate: 'user',
  webcastsGet: 'user',
  webcastsRotateKey: 'user',
  webcastsAllowBroadcast: 'user',
  webcastsUsers: 'user',
  webcastsAddUser: 'user',
  webcastsUpdateUser: 'user',
  webcastsRemoveUser: 'user',
  webcastsResendUser: 'user',
  webcastsLoginAs: 'user',
  webcastsPlayback: 'visitor',
  webcastConsoleLogin: 'public',
  webcastConsoleAcceptInvitation: 'public',
  webcastConsoleSession: 'webcaster',
  webcastConsoleStudio: 'webcaster',
  webcastConsoleStudioAir: 'webcaster',
  webcastConsoleStudioJoin: 'webcaster',
  webcastConsoleStudioLeave: 'webcaster',
  webcastConsoleEndBroadcast: 'webcaster',
  webcastConsoleAllowBroadcast: 'webcaster',
  webcastConsoleNotice: 'webcaster',
  webcastConsoleSlides: 'webcaster',
  webcastConsolePolls: 'webcaster',
  webcastConsoleCreatePoll: 'webcaster',
  webcastConsoleClosePoll: 'webcaster',
  webcastConsoleShowSlide: 'webcaster',
  webcastConsoleTalks: 'webcaster',
  webcastConsoleQuestions: 'webcaster',
  webcastConsoleModerateQuestion: 'webcaster',
  webcastConsoleLogout: 'webcaster',
};

/**
 * Made-up valid bodies for the calls on another account's resource, so that they reach the handler
 * (input is validated after the access check and before the handler). A call with a body that has
 * none here is only required to be refused (400 or 404): its input is too large to make up here, and
 * its module's tests check its tenancy (editor elements, registration page).
 */
const OTHER_BODIES: Record<string, object> = {
  assetsUpdate: { name: 'Taken' },
  eventsValidateTitle: { title: 'Taken' },
  eventsValidatePageCode: { pageCode: 'taken-page' },
  eventsUpdateSettings: { version: 1, name: 'Taken' },
  inboxAnswer: { text: 'Taken over', clientId: randomUUID() },
  subscriptionPay: { method: 'invoice' },
  teamUpdate: { firstName: 'Taken', lastName: 'Over' },
  webcastsAddUser: { displayName: 'Taken', email: 'taken@acme-events.com', role: 'viewer' },
  webcastsUpdateUser: { displayName: 'Taken', role: 'moderator' },
  webcastsLoginAs: { role: 'moderator' },
};

/** Made-up valid queries for the calls on another account's resource that need one. */
const OTHER_QUERIES: Record<string, string> = {
  editorDeleteElement: '?version=1',
  reportingExport: '?format=pdf',
};

/** Every endpoint of the shared contracts, by operation id. */
const ENDPOINTS = new Map<string, Endpoint>();
for (const value of Object.values(shared)) {
  if (!value || typeof value !== 'object') continue;
  for (const e of Object.values(value as Record<string, unknown>)) {
    const ep = e as Partial<Endpoint> | null;
    if (ep && typeof ep === 'object' && typeof ep.id === 'string' && typeof ep.access === 'string' && ep.path)
      ENDPOINTS.set(ep.id, ep as Endpoint);
  }
}

const REQUIRED = new Set<Access>(['user', 'main', 'session', 'reset']);
/** Accesses with a session of their own (a webcast console's webcastToken): 401 to an organiser's session too. */
const OWN_SESSION = new Set<Access>(['webcaster']);

let t: TestApp;
let operations: Endpoint[];
let main: Awaited<ReturnType<typeof buildUser>>;
let sub: Awaited<ReturnType<typeof buildUser>>;
/**
 * Another account's resources (a business account with a sub-account, an event, an asset, a
 * participant, a paid subscription and its invoice).
 */
let other: {
  event: string;
  asset: string;
  participant: string;
  subAccount: string;
  subscription: string;
  invoice: string;
  webcast: string;
};

beforeAll(async () => {
  t = await createTestApp({ webDist: '/nonexistent/dist' });
  const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  operations = [];
  for (const [path, item] of Object.entries(
    doc.paths as Record<string, Record<string, { operationId?: string }>>,
  )) {
    for (const [method, op] of Object.entries(item)) {
      const endpoint = op.operationId ? ENDPOINTS.get(op.operationId) : undefined;
      if (!endpoint) throw new Error(`${method.toUpperCase()} ${path} is not registered from a contract`);
      operations.push(endpoint);
    }
  }
  main = await buildUser(t.db, { plan: 'business' });
  sub = await buildUser(t.db, { mainAccountId: main.user.id });
  const stranger = await buildUser(t.db, { plan: 'business' });
  const strangerSub = await buildUser(t.db, { mainAccountId: stranger.user.id });
  const event = await buildEvent(t.db, { tenantId: stranger.user.id });
  const asset = await buildAsset(t, { tenantId: stranger.user.id });
  const { participant } = await buildParticipant(t.db, event);
  const webcast = await createWebcast(
    { db: t.db, publicUrl: TEST_PUBLIC_URL, playback: ownPlaybackOptions() },
    stranger.user.id,
    {
      name: "Stranger's stage",
    },
  );
  const deps = { db: t.db, publicUrl: TEST_PUBLIC_URL };
  await saveBilling(deps, stranger.user, {
    beneficiary: {
      company: 'Stranger Ltd',
      address1: 'Elsewhere 1',
      zip: '10115',
      country: 'DE',
      vatId: 'DE123456789',
    },
    sameAsBeneficiary: true,
    recipient: undefined,
    version: 0,
  });
  const { subscriptionId } = await subscriptionService.startCheckout(
    deps,
    stranger.user.id,
    'starter-monthly-eur',
  );
  const { invoiceId } = await subscriptionService.pay(
    deps,
    stranger.user.id,
    stranger.user,
    subscriptionId,
    'invoice',
  );
  other = {
    event: event.id,
    asset: asset.id,
    participant: participant.id,
    subAccount: strangerSub.user.id,
    subscription: subscriptionId,
    invoice: invoiceId!,
    webcast: webcast.id,
  };
});
afterAll(() => t.close());

/** A fresh session of the user (a call may end its session: auth/logout). */
const sessionOf = (userId: string) => createSession({ db: t.db, publicUrl: TEST_PUBLIC_URL }, userId);

/** The path with made-up parameters; with `foreign`, a tenant resource's id is another account's. */
function urlOf(endpoint: Endpoint, foreign = false): string {
  const path = endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'kindPath') return 'images';
    if (name === 'template') return 'no-such-template';
    if (name === 'pageCode') return 'no-such-page';
    if (name === 'elementId') return randomUUID();
    if (!foreign) return randomUUID();
    if (endpoint.path.startsWith('/assets/')) return other.asset;
    if (endpoint.path.startsWith('/events/')) return other.event;
    if (endpoint.path.startsWith('/reporting/events/')) return other.event;
    if (endpoint.path.startsWith('/participants/')) return other.participant;
    if (endpoint.path.startsWith('/sub-accounts/')) return other.subAccount;
    if (endpoint.path.startsWith('/subscription/checkout/')) return other.subscription;
    if (endpoint.path.startsWith('/invoices/')) return other.invoice;
    if (endpoint.path.startsWith('/webcasts/')) return name === 'id' ? other.webcast : randomUUID();
    return randomUUID(); // answer-files: an id no tenant has
  });
  return `/api/v1${path}${foreign ? (OTHER_QUERIES[endpoint.id] ?? '') : ''}`;
}

function send(
  endpoint: Endpoint,
  token: string | undefined,
  options: { foreign?: boolean; body?: object } = {},
) {
  const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint, options.foreign),
    headers: token ? { authToken: token } : {},
    ...(hasBody ? { payload: options.body ?? {} } : {}),
  });
}

/** The errorKey of an answer, when it is the JSON envelope. */
function keyOf(res: Res): string | undefined {
  try {
    return res.json().errorKey;
  } catch {
    return undefined;
  }
}

const where = (e: Endpoint, res: Res) =>
  `${e.id} ${e.method} ${e.path} → ${res.statusCode} ${res.body.slice(0, 200)}`;

describe('the route table', () => {
  it('serves every contract operation with the access the table decides, and nothing else', () => {
    const served = Object.fromEntries(operations.map((e) => [e.id, e.access]));
    expect(served).toEqual(ACCESS);
  });

  it('answers 401 without a session exactly where a session is required', async () => {
    for (const e of operations) {
      const res = await send(e, undefined);
      if (REQUIRED.has(e.access) || OWN_SESSION.has(e.access)) {
        expect(res.statusCode, where(e, res)).toBe(401);
        expect(keyOf(res), where(e, res)).toBe('UNAUTHORIZED');
      } else {
        expect(keyOf(res), where(e, res)).not.toBe('UNAUTHORIZED');
      }
    }
  });

  it('lets a main account through every organiser route (a password-reset route needs a reset session)', async () => {
    for (const e of operations) {
      const res = await send(e, await sessionOf(main.user.id));
      if (e.access === 'reset' || OWN_SESSION.has(e.access)) expect(res.statusCode, where(e, res)).toBe(401);
      else {
        expect(res.statusCode, where(e, res)).not.toBe(401);
        expect(keyOf(res), where(e, res)).not.toBe('MAIN_ACCOUNT_ONLY');
      }
    }
  });

  it('refuses a sub-account with 403 MAIN_ACCOUNT_ONLY exactly on main-account routes', async () => {
    for (const e of operations) {
      const res = await send(e, await sessionOf(sub.user.id));
      if (e.access === 'main') {
        expect(res.statusCode, where(e, res)).toBe(403);
        expect(keyOf(res), where(e, res)).toBe('MAIN_ACCOUNT_ONLY');
      } else if (e.access === 'reset' || OWN_SESSION.has(e.access)) {
        expect(res.statusCode, where(e, res)).toBe(401);
      } else {
        expect(res.statusCode, where(e, res)).not.toBe(401);
        expect(keyOf(res), where(e, res)).not.toBe('MAIN_ACCOUNT_ONLY');
      }
    }
  });

  it("answers 404 for another account's resource to a main account and a sub-account", async () => {
    const tenantRoutes = operations.filter((e) => REQUIRED.has(e.access) && /:(id|elementId)\b/.test(e.path));
    expect(tenantRoutes.length).toBeGreaterThan(15);
    for (const e of tenantRoutes) {
      for (const userId of [main.user.id, sub.user.id]) {
        const body = OTHER_BODIES[e.id];
        const res = await send(e, await sessionOf(userId), { foreign: true, body });
        if (e.access === 'main' && userId === sub.user.id) continue; // 403 above
        const hasBody = e.method === 'POST' || e.method === 'PUT';
        if (hasBody && !body && res.statusCode === 400) continue; // see OTHER_BODIES
        expect(res.statusCode, where(e, res)).toBe(404);
      }
    }
  });
});
