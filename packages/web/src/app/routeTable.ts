import { ASSET_KIND_PATH_NAMES, type BuildFlags } from '@foyer/shared';
import { KICKSTARTER_STEPS } from '../features/events/kickstarter/stepNames';
import type { Requirement } from './guards';
import type { ScreenName } from './screens';

type RouteBase = {
  path: string;
  requirement: Requirement;
  /** 'bare': no shell at all (the preview window). */
  layout: 'public' | 'app' | 'bare';
  guestOnly?: boolean;
  /** Only reachable with this build flag on (spec §1); with it off the path is unknown (→ /404). */
  flag?: keyof BuildFlags;
};

/**
 * Every route of spec §2 with its requirement. A route shows a screen that exists (`screen` must
 * name one, or the typecheck fails), or is declared `comingSoon`: a screen of a later issue, shown
 * as a translated "coming soon" page inside the shell; its `screen` is then the key of its name.
 */
export type RouteEntry = RouteBase &
  ({ screen: ScreenName; comingSoon?: false } | { screen: string; comingSoon: true });

const app = (path: string, requirement: Requirement, screen: ScreenName): RouteEntry => ({
  path,
  requirement,
  layout: 'app',
  screen,
});

export const ROUTE_TABLE: readonly RouteEntry[] = [
  // public
  { path: '/login', requirement: 'public', layout: 'public', screen: 'login', guestOnly: true },
  {
    path: '/registration/register',
    requirement: 'public',
    layout: 'public',
    screen: 'signup',
    guestOnly: true,
  },
  { path: '/password/remind', requirement: 'public', layout: 'public', screen: 'passwordRemind' },
  {
    path: '/password/remind-confirmation',
    requirement: 'public',
    layout: 'public',
    screen: 'passwordRemindConfirmation',
  },
  { path: '/password/remind/fail', requirement: 'public', layout: 'public', screen: 'passwordRemindFail' },
  { path: '/password/change', requirement: 'public', layout: 'public', screen: 'passwordChange' },
  { path: '/info/policy', requirement: 'public', layout: 'public', screen: 'policy' },
  { path: '/info/imprint', requirement: 'public', layout: 'public', screen: 'imprint' },
  { path: '/info/terms', requirement: 'public', layout: 'public', screen: 'terms' },
  {
    path: '/registration/email-confirmation/fail',
    requirement: 'public',
    layout: 'public',
    screen: 'emailConfirmationFail',
  },
  {
    path: '/registration/email-confirmation/resent',
    requirement: 'public',
    layout: 'public',
    screen: 'emailConfirmationResent',
  },
  { path: '/404', requirement: 'public', layout: 'public', screen: 'notFound' },
  // registration steps
  {
    path: '/registration/details',
    requirement: 'registrationStep',
    layout: 'public',
    screen: 'signupDetails',
  },
  {
    path: '/registration/email-confirmation',
    requirement: 'registrationStep',
    layout: 'public',
    screen: 'emailConfirmation',
  },
  {
    path: '/registration/phone',
    requirement: 'registrationStep',
    layout: 'public',
    screen: 'phone',
    flag: 'phoneConfirmation',
  },
  {
    path: '/registration/phone-confirmation',
    requirement: 'registrationStep',
    layout: 'public',
    screen: 'phoneConfirmation',
    flag: 'phoneConfirmation',
  },
  { path: '/registration/welcome', requirement: 'registrationStep', layout: 'public', screen: 'welcome' },
  // token routes
  { path: '/confirm-registration', requirement: 'public', layout: 'public', screen: 'confirmSignup' },
  { path: '/change-password', requirement: 'public', layout: 'public', screen: 'changePassword' },
  { path: '/invitation', requirement: 'public', layout: 'public', screen: 'invitation' },
  { path: '/confirm-email', requirement: 'public', layout: 'public', screen: 'confirmEmailChange' },
  // a mailing's unsubscribe link (issue 16): for participants, no login
  { path: '/unsubscribe/:token', requirement: 'public', layout: 'public', screen: 'unsubscribe' },
  // developer pages
  { path: '/ui-kit', requirement: 'public', layout: 'public', screen: 'uiKit' },
  { path: '/ui-kit/designs', requirement: 'public', layout: 'public', screen: 'designsGallery' },
  { path: '/ui-kit-new', requirement: 'public', layout: 'public', screen: 'uiKitNew' },
  { path: '/header-register', requirement: 'public', layout: 'public', screen: 'headerRegister' },
  { path: '/toc', requirement: 'public', layout: 'public', screen: 'toc' },
  // logged in (main account or sub-account)
  app('/events/list', 'loggedIn', 'eventsList'),
  app('/events/templates', 'loggedIn', 'eventTemplates'),
  app('/events/edit/:id', 'loggedIn', 'eventEdit'),
  app('/events/oldEdit/:id', 'loggedIn', 'eventOldEdit'),
  app('/events/users/:id', 'loggedIn', 'eventUsers'),
  app('/events/participants/:id', 'loggedIn', 'eventParticipants'),
  app('/events/agenda/:id', 'loggedIn', 'eventAgenda'),
  app('/events/reporting/:id', 'loggedIn', 'eventReporting'),
  app('/events/setting/:id', 'loggedIn', 'eventSettings'),
  app('/events/regpage/:id', 'loggedIn', 'eventRegpage'),
  app('/events/inbox/:id', 'loggedIn', 'eventInbox'),
  ...KICKSTARTER_STEPS.map((step) => app(`/events/kickstarter/${step}`, 'loggedIn', 'kickstarter')),
  // the preview window (GET events/preview/{id}): the start room alone, without the shell
  { path: '/events/preview/:id', requirement: 'loggedIn', layout: 'bare', screen: 'eventPreview' },
  // the live venue: a visitor session from the personal link, never the organiser's session
  { path: '/v/:pageCode', requirement: 'public', layout: 'bare', screen: 'visitVenue' },
  // a webcast's console: its own session (login, invitation, the organiser's "login as"), never the organiser's
  { path: '/webcast/:id', requirement: 'public', layout: 'bare', screen: 'webcastConsole' },
  // the media library: /assets/images … /assets/webcasts
  ...ASSET_KIND_PATH_NAMES.map((tab) => app(`/assets/${tab}`, 'loggedIn', `assets.${tab}`)),
  { path: '/ui-kit/asset-picker', requirement: 'loggedIn', layout: 'app', screen: 'assetPickerDemo' },
  app('/webcasts', 'loggedIn', 'webcasts'),
  app('/webcasts/:id', 'loggedIn', 'webcast'),
  app('/mailings', 'loggedIn', 'mailings'),
  app('/mailings/new', 'loggedIn', 'mailingNew'),
  app('/mailings/:id', 'loggedIn', 'mailing'),
  app('/event-users', 'loggedIn', 'participants'),
  app('/subscription/checkout/:subscriptionId', 'loggedIn', 'checkout'),
  // every organiser has their own user profile (README: Operator / main account)
  app('/user-profile', 'loggedIn', 'userProfile'),
  // main account only
  app('/subscription', 'mainAccount', 'subscription'),
  app('/subscription-success', 'mainAccount', 'subscriptionSuccess'),
  app('/subscription-error', 'mainAccount', 'subscriptionError'),
  app('/sub-accounts', 'mainAccount', 'subAccounts'),
  { ...app('/debug', 'mainAccount', 'debug'), flag: 'debugMenu' },
  app('/profile', 'mainAccount', 'profile'),
];

/** Paths that only redirect (spec §2). */
export const REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/', to: '/events/list' },
  { from: '/events', to: '/events/list' },
  { from: '/edit', to: '/events/list' },
  { from: '/events/kickstarter', to: '/events/kickstarter/welcome' },
  { from: '/assets', to: '/assets/images' },
];
