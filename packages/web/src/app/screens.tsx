import { type ComponentProps, type ComponentType, type ReactNode, Suspense } from 'react';
import { page } from './lazyPage';
import { PageSkeleton } from '../ui/PageSkeleton';

/**
 * Every screen is loaded on demand, each a chunk of its own: the first screen downloads the entry
 * (providers, router, shell-less) and only the layout and screen it shows (issue 20, budget P5).
 */
const ChangePasswordTokenPage = page(() =>
  import('../features/auth/pages/ChangePasswordTokenPage').then((m) => ({
    default: m.ChangePasswordTokenPage,
  })),
);
// The first screens (lib/firstTexts.ts): their texts come with the entry.
const LoginPage = page(
  () => import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
  { texts: 'first' },
);
const PasswordChangePage = page(() =>
  import('../features/auth/pages/PasswordChangePage').then((m) => ({ default: m.PasswordChangePage })),
);
const PasswordRemindConfirmationPage = page(() =>
  import('../features/auth/pages/PasswordRemindConfirmationPage').then((m) => ({
    default: m.PasswordRemindConfirmationPage,
  })),
);
const PasswordRemindFailPage = page(() =>
  import('../features/auth/pages/PasswordRemindFailPage').then((m) => ({
    default: m.PasswordRemindFailPage,
  })),
);
const PasswordRemindPage = page(() =>
  import('../features/auth/pages/PasswordRemindPage').then((m) => ({ default: m.PasswordRemindPage })),
);
const HeaderRegisterPage = page(() =>
  import('../features/dev/pages/HeaderRegisterPage').then((m) => ({ default: m.HeaderRegisterPage })),
);
const TocPage = page(() => import('../features/dev/pages/TocPage').then((m) => ({ default: m.TocPage })));
const UiKitNewPage = page(() =>
  import('../features/dev/pages/UiKitNewPage').then((m) => ({ default: m.UiKitNewPage })),
);
const LegalPage = page(() =>
  import('../features/info/pages/LegalPage').then((m) => ({ default: m.LegalPage })),
);
const NotFoundPage = page(() =>
  import('../features/info/pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const ConfirmSignupPage = page(() =>
  import('../features/signup/pages/ConfirmSignupPage').then((m) => ({ default: m.ConfirmSignupPage })),
);
const EmailConfirmationFailPage = page(() =>
  import('../features/signup/pages/EmailConfirmationFailPage').then((m) => ({
    default: m.EmailConfirmationFailPage,
  })),
);
const EmailConfirmationPage = page(() =>
  import('../features/signup/pages/EmailConfirmationPage').then((m) => ({
    default: m.EmailConfirmationPage,
  })),
);
const EmailConfirmationResentPage = page(() =>
  import('../features/signup/pages/EmailConfirmationResentPage').then((m) => ({
    default: m.EmailConfirmationResentPage,
  })),
);
const PhoneConfirmationPage = page(() =>
  import('../features/signup/pages/PhoneConfirmationPage').then((m) => ({
    default: m.PhoneConfirmationPage,
  })),
);
const PhonePage = page(() =>
  import('../features/signup/pages/PhonePage').then((m) => ({ default: m.PhonePage })),
);
const SignupPage = page(() =>
  import('../features/signup/pages/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const WelcomePage = page(() =>
  import('../features/signup/pages/WelcomePage').then((m) => ({ default: m.WelcomePage })),
);
const InvitationPage = page(() =>
  import('../features/team/InvitationPage').then((m) => ({ default: m.InvitationPage })),
);
const ConfirmEmailChangePage = page(() =>
  import('../features/users/pages/ConfirmEmailChangePage').then((m) => ({
    default: m.ConfirmEmailChangePage,
  })),
);
const UserProfilePage = page(() =>
  import('../features/users/pages/UserProfilePage').then((m) => ({ default: m.UserProfilePage })),
);
const AssetsPage = page(() => import('../features/assets/pages/AssetsPage'));
const AssetPickerDemoPage = page(() => import('../features/dev/pages/AssetPickerDemoPage'));
const DetailsPage = page(() =>
  import('../features/signup/pages/DetailsPage').then((m) => ({ default: m.DetailsPage })),
);
const EventsListPage = page(() => import('../features/events/pages/EventsListPage'), { texts: 'first' });
const TemplatesPage = page(() => import('../features/events/pages/TemplatesPage'));
const EventSettingsPage = page(() => import('../features/events/pages/EventSettingsPage'));
const KickstarterPage = page(() => import('../features/events/kickstarter/KickstarterPage'));
const EventPreviewPage = page(() => import('../features/events/pages/EventPreviewPage'));
const VisitVenuePage = page(() => import('../features/visit/VisitVenuePage'), { texts: 'venue' });
const EditorPage = page(() => import('../features/editor/EditorPage'));
const EventUsersPage = page(() => import('../features/editor/EventUsersPage'));
const ParticipantsPage = page(() => import('../features/participants/ParticipantsPage'));
const ReportingPage = page(() => import('../features/reporting/pages/ReportingPage'));
const DebugPage = page(() => import('../features/debug/DebugPage'));
const SubAccountsPage = page(() => import('../features/team/SubAccountsPage'));
const ProfilePage = page(() => import('../features/account/ProfilePage'));
const SubscriptionPage = page(() => import('../features/subscription/SubscriptionPage'));
const CheckoutPage = page(() => import('../features/subscription/CheckoutPage'));
const SubscriptionSuccessPage = page(() => import('../features/subscription/SubscriptionSuccessPage'));
const SubscriptionErrorPage = page(() => import('../features/subscription/SubscriptionErrorPage'));
const RegPageEditorPage = page(() => import('../features/regpage/RegPageEditorPage'));
const InboxPage = page(() => import('../features/inbox/pages/InboxPage'));
const MailingsListPage = page(() => import('../features/mailings/pages/MailingsListPage'));
const WebcastsPage = page(() => import('../features/webcasts/pages/WebcastsPage'));
const WebcastPage = page(() => import('../features/webcasts/pages/WebcastPage'));
const WebcastConsolePage = page(() => import('../features/webcast-console/pages/WebcastConsolePage'));
const MailingPage = page(() => import('../features/mailings/pages/MailingPage'));
const UnsubscribePage = page(() => import('../features/mailings/pages/UnsubscribePage'));
const AgendaRedirect = page(() => import('../features/editor/AgendaRedirect'));
const DesignsGalleryPage = page(() => import('../features/dev/pages/DesignsGalleryPage'));
const UiKitPage = page(() =>
  import('../features/dev/pages/UiKitPage').then((m) => ({ default: m.UiKitPage })),
);

function Lazy<P extends object>({
  component: Component,
  props,
  variant = 'cards',
}: {
  component: ComponentType<P>;
  props: P;
  variant?: 'cards' | 'form';
}) {
  return (
    <Suspense fallback={<PageSkeleton variant={variant} />}>
      <Component {...props} />
    </Suspense>
  );
}

/** The screens that exist now, by name; routes of later issues are declared coming soon instead. */
export const SCREENS = {
  login: () => <Lazy component={LoginPage} props={{}} variant="form" />,
  signup: () => <Lazy component={SignupPage} props={{}} variant="form" />,
  passwordRemind: () => <Lazy component={PasswordRemindPage} props={{}} variant="form" />,
  passwordRemindConfirmation: () => (
    <Lazy component={PasswordRemindConfirmationPage} props={{}} variant="form" />
  ),
  passwordRemindFail: () => <Lazy component={PasswordRemindFailPage} props={{}} variant="form" />,
  passwordChange: () => <Lazy component={PasswordChangePage} props={{}} variant="form" />,
  policy: () => <Lazy component={LegalPage} props={{ doc: 'policy' }} variant="form" />,
  imprint: () => <Lazy component={LegalPage} props={{ doc: 'imprint' }} variant="form" />,
  terms: () => <Lazy component={LegalPage} props={{ doc: 'terms' }} variant="form" />,
  emailConfirmationFail: () => <Lazy component={EmailConfirmationFailPage} props={{}} variant="form" />,
  emailConfirmationResent: () => <Lazy component={EmailConfirmationResentPage} props={{}} variant="form" />,
  notFound: () => <Lazy component={NotFoundPage} props={{}} variant="form" />,
  signupDetails: () => <Lazy component={DetailsPage} props={{}} variant="form" />,
  emailConfirmation: () => <Lazy component={EmailConfirmationPage} props={{}} variant="form" />,
  phone: () => <Lazy component={PhonePage} props={{}} variant="form" />,
  phoneConfirmation: () => <Lazy component={PhoneConfirmationPage} props={{}} variant="form" />,
  welcome: () => <Lazy component={WelcomePage} props={{}} variant="form" />,
  confirmSignup: () => <Lazy component={ConfirmSignupPage} props={{}} variant="form" />,
  changePassword: () => <Lazy component={ChangePasswordTokenPage} props={{}} variant="form" />,
  invitation: () => <Lazy component={InvitationPage} props={{}} variant="form" />,
  confirmEmailChange: () => <Lazy component={ConfirmEmailChangePage} props={{}} variant="form" />,
  uiKit: () => <Lazy component={UiKitPage} props={{}} />,
  uiKitNew: () => <Lazy component={UiKitNewPage} props={{}} variant="form" />,
  designsGallery: () => <Lazy component={DesignsGalleryPage} props={{}} />,
  headerRegister: () => <Lazy component={HeaderRegisterPage} props={{}} variant="form" />,
  // the router hands the table of contents its routes, so that no screen imports the route table
  toc: (table: ComponentProps<typeof TocPage>) => <Lazy component={TocPage} props={table} />,
  userProfile: () => <Lazy component={UserProfilePage} props={{}} variant="form" />,
  eventsList: () => <Lazy component={EventsListPage} props={{}} />,
  eventTemplates: () => <Lazy component={TemplatesPage} props={{}} />,
  eventSettings: () => <Lazy component={EventSettingsPage} props={{}} variant="form" />,
  kickstarter: () => <Lazy component={KickstarterPage} props={{}} variant="form" />,
  eventPreview: () => <Lazy component={EventPreviewPage} props={{}} />,
  visitVenue: () => <Lazy component={VisitVenuePage} props={{}} />,
  eventEdit: () => <Lazy component={EditorPage} props={{ variant: 'full' }} variant="form" />,
  eventOldEdit: () => <Lazy component={EditorPage} props={{ variant: 'plain' }} variant="form" />,
  eventUsers: () => <Lazy component={EventUsersPage} props={{}} variant="form" />,
  eventAgenda: () => <Lazy component={AgendaRedirect} props={{}} />,
  eventParticipants: () => <Lazy component={ParticipantsPage} props={{}} />,
  eventReporting: () => <Lazy component={ReportingPage} props={{}} />,
  eventRegpage: () => <Lazy component={RegPageEditorPage} props={{}} variant="form" />,
  eventInbox: () => <Lazy component={InboxPage} props={{}} />,
  participants: () => <Lazy component={ParticipantsPage} props={{}} />,
  subAccounts: () => <Lazy component={SubAccountsPage} props={{}} />,
  debug: () => <Lazy component={DebugPage} props={{}} />,
  webcasts: () => <Lazy component={WebcastsPage} props={{}} />,
  webcast: () => <Lazy component={WebcastPage} props={{}} variant="form" />,
  webcastConsole: () => <Lazy component={WebcastConsolePage} props={{}} variant="form" />,
  mailings: () => <Lazy component={MailingsListPage} props={{}} />,
  mailingNew: () => <Lazy component={MailingPage} props={{}} variant="form" />,
  mailing: () => <Lazy component={MailingPage} props={{}} variant="form" />,
  unsubscribe: () => <Lazy component={UnsubscribePage} props={{}} variant="form" />,
  profile: () => <Lazy component={ProfilePage} props={{}} variant="form" />,
  subscription: () => <Lazy component={SubscriptionPage} props={{}} />,
  checkout: () => <Lazy component={CheckoutPage} props={{}} variant="form" />,
  subscriptionSuccess: () => <Lazy component={SubscriptionSuccessPage} props={{}} variant="form" />,
  subscriptionError: () => <Lazy component={SubscriptionErrorPage} props={{}} variant="form" />,
  assetPickerDemo: () => <Lazy component={AssetPickerDemoPage} props={{}} />,
  'assets.images': () => <Lazy component={AssetsPage} props={{ kindPath: 'images' }} />,
  'assets.avatars': () => <Lazy component={AssetsPage} props={{ kindPath: 'avatars' }} />,
  'assets.videos': () => <Lazy component={AssetsPage} props={{ kindPath: 'videos' }} />,
  'assets.documents': () => <Lazy component={AssetsPage} props={{ kindPath: 'documents' }} />,
  'assets.webcasts': () => <Lazy component={AssetsPage} props={{ kindPath: 'webcasts' }} />,
} satisfies Record<string, (table: ComponentProps<typeof TocPage>) => ReactNode>;

/** Starts loading a screen's chunk (before its route renders, so that it shows without a fallback). */
export const PRELOAD_SCREEN: Record<ScreenName, () => Promise<unknown>> = {
  login: LoginPage.preload,
  signup: SignupPage.preload,
  passwordRemind: PasswordRemindPage.preload,
  passwordRemindConfirmation: PasswordRemindConfirmationPage.preload,
  passwordRemindFail: PasswordRemindFailPage.preload,
  passwordChange: PasswordChangePage.preload,
  policy: LegalPage.preload,
  imprint: LegalPage.preload,
  terms: LegalPage.preload,
  emailConfirmationFail: EmailConfirmationFailPage.preload,
  emailConfirmationResent: EmailConfirmationResentPage.preload,
  notFound: NotFoundPage.preload,
  signupDetails: DetailsPage.preload,
  emailConfirmation: EmailConfirmationPage.preload,
  phone: PhonePage.preload,
  phoneConfirmation: PhoneConfirmationPage.preload,
  welcome: WelcomePage.preload,
  confirmSignup: ConfirmSignupPage.preload,
  changePassword: ChangePasswordTokenPage.preload,
  invitation: InvitationPage.preload,
  confirmEmailChange: ConfirmEmailChangePage.preload,
  uiKit: UiKitPage.preload,
  uiKitNew: UiKitNewPage.preload,
  designsGallery: DesignsGalleryPage.preload,
  headerRegister: HeaderRegisterPage.preload,
  toc: TocPage.preload,
  userProfile: UserProfilePage.preload,
  eventsList: EventsListPage.preload,
  eventTemplates: TemplatesPage.preload,
  eventSettings: EventSettingsPage.preload,
  kickstarter: KickstarterPage.preload,
  eventPreview: EventPreviewPage.preload,
  visitVenue: VisitVenuePage.preload,
  eventEdit: EditorPage.preload,
  eventOldEdit: EditorPage.preload,
  eventUsers: EventUsersPage.preload,
  eventAgenda: AgendaRedirect.preload,
  eventParticipants: ParticipantsPage.preload,
  eventReporting: ReportingPage.preload,
  eventRegpage: RegPageEditorPage.preload,
  eventInbox: InboxPage.preload,
  participants: ParticipantsPage.preload,
  subAccounts: SubAccountsPage.preload,
  debug: DebugPage.preload,
  webcasts: WebcastsPage.preload,
  webcast: WebcastPage.preload,
  webcastConsole: WebcastConsolePage.preload,
  mailings: MailingsListPage.preload,
  mailingNew: MailingPage.preload,
  mailing: MailingPage.preload,
  unsubscribe: UnsubscribePage.preload,
  profile: ProfilePage.preload,
  subscription: SubscriptionPage.preload,
  checkout: CheckoutPage.preload,
  subscriptionSuccess: SubscriptionSuccessPage.preload,
  subscriptionError: SubscriptionErrorPage.preload,
  assetPickerDemo: AssetPickerDemoPage.preload,
  'assets.images': AssetsPage.preload,
  'assets.avatars': AssetsPage.preload,
  'assets.videos': AssetsPage.preload,
  'assets.documents': AssetsPage.preload,
  'assets.webcasts': AssetsPage.preload,
};

/** The name of a screen that exists; a route naming any other screen must be declared coming soon. */
export type ScreenName = keyof typeof SCREENS;
