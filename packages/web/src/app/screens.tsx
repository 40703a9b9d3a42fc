import { type ComponentProps, type ComponentType, type ReactNode, Suspense, lazy } from 'react';
import { ChangePasswordTokenPage } from '../features/auth/pages/ChangePasswordTokenPage';
import { LoginPage } from '../features/auth/pages/LoginPage';
import { PasswordChangePage } from '../features/auth/pages/PasswordChangePage';
import { PasswordRemindConfirmationPage } from '../features/auth/pages/PasswordRemindConfirmationPage';
import { PasswordRemindFailPage } from '../features/auth/pages/PasswordRemindFailPage';
import { PasswordRemindPage } from '../features/auth/pages/PasswordRemindPage';
import { HeaderRegisterPage } from '../features/dev/pages/HeaderRegisterPage';
import { TocPage } from '../features/dev/pages/TocPage';
import { UiKitNewPage } from '../features/dev/pages/UiKitNewPage';
import { LegalPage } from '../features/info/pages/LegalPage';
import { NotFoundPage } from '../features/info/pages/NotFoundPage';
import { ConfirmSignupPage } from '../features/signup/pages/ConfirmSignupPage';
import { EmailConfirmationFailPage } from '../features/signup/pages/EmailConfirmationFailPage';
import { EmailConfirmationPage } from '../features/signup/pages/EmailConfirmationPage';
import { EmailConfirmationResentPage } from '../features/signup/pages/EmailConfirmationResentPage';
import { PhoneConfirmationPage } from '../features/signup/pages/PhoneConfirmationPage';
import { PhonePage } from '../features/signup/pages/PhonePage';
import { SignupPage } from '../features/signup/pages/SignupPage';
import { WelcomePage } from '../features/signup/pages/WelcomePage';
import { InvitationPage } from '../features/team/InvitationPage';
import { ConfirmEmailChangePage } from '../features/users/pages/ConfirmEmailChangePage';
import { UserProfilePage } from '../features/users/pages/UserProfilePage';
import { PageSkeleton } from '../ui/PageSkeleton';

/** Screens loaded on demand so that they do not weigh on the login bundle. */
const AssetsPage = lazy(() => import('../features/assets/pages/AssetsPage'));
const AssetPickerDemoPage = lazy(() => import('../features/dev/pages/AssetPickerDemoPage'));
const DetailsPage = lazy(() =>
  import('../features/signup/pages/DetailsPage').then((m) => ({ default: m.DetailsPage })),
);
const EventsListPage = lazy(() => import('../features/events/pages/EventsListPage'));
const TemplatesPage = lazy(() => import('../features/events/pages/TemplatesPage'));
const EventSettingsPage = lazy(() => import('../features/events/pages/EventSettingsPage'));
const KickstarterPage = lazy(() => import('../features/events/kickstarter/KickstarterPage'));
const EventPreviewPage = lazy(() => import('../features/events/pages/EventPreviewPage'));
const VisitVenuePage = lazy(() => import('../features/visit/VisitVenuePage'));
const EditorPage = lazy(() => import('../features/editor/EditorPage'));
const EventUsersPage = lazy(() => import('../features/editor/EventUsersPage'));
const ParticipantsPage = lazy(() => import('../features/participants/ParticipantsPage'));
const ReportingPage = lazy(() => import('../features/reporting/pages/ReportingPage'));
const DebugPage = lazy(() => import('../features/debug/DebugPage'));
const SubAccountsPage = lazy(() => import('../features/team/SubAccountsPage'));
const ProfilePage = lazy(() => import('../features/account/ProfilePage'));
const SubscriptionPage = lazy(() => import('../features/subscription/SubscriptionPage'));
const CheckoutPage = lazy(() => import('../features/subscription/CheckoutPage'));
const SubscriptionSuccessPage = lazy(() => import('../features/subscription/SubscriptionSuccessPage'));
const SubscriptionErrorPage = lazy(() => import('../features/subscription/SubscriptionErrorPage'));
const RegPageEditorPage = lazy(() => import('../features/regpage/RegPageEditorPage'));
const InboxPage = lazy(() => import('../features/inbox/pages/InboxPage'));
const MailingsListPage = lazy(() => import('../features/mailings/pages/MailingsListPage'));
const WebcastsPage = lazy(() => import('../features/webcasts/pages/WebcastsPage'));
const WebcastPage = lazy(() => import('../features/webcasts/pages/WebcastPage'));
const WebcastConsolePage = lazy(() => import('../features/webcast-console/pages/WebcastConsolePage'));
const MailingPage = lazy(() => import('../features/mailings/pages/MailingPage'));
const UnsubscribePage = lazy(() => import('../features/mailings/pages/UnsubscribePage'));
const AgendaRedirect = lazy(() => import('../features/editor/AgendaRedirect'));
const DesignsGalleryPage = lazy(() => import('../features/dev/pages/DesignsGalleryPage'));
const UiKitPage = lazy(() =>
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
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  passwordRemind: () => <PasswordRemindPage />,
  passwordRemindConfirmation: () => <PasswordRemindConfirmationPage />,
  passwordRemindFail: () => <PasswordRemindFailPage />,
  passwordChange: () => <PasswordChangePage />,
  policy: () => <LegalPage doc="policy" />,
  imprint: () => <LegalPage doc="imprint" />,
  terms: () => <LegalPage doc="terms" />,
  emailConfirmationFail: () => <EmailConfirmationFailPage />,
  emailConfirmationResent: () => <EmailConfirmationResentPage />,
  notFound: () => <NotFoundPage />,
  signupDetails: () => <Lazy component={DetailsPage} props={{}} variant="form" />,
  emailConfirmation: () => <EmailConfirmationPage />,
  phone: () => <PhonePage />,
  phoneConfirmation: () => <PhoneConfirmationPage />,
  welcome: () => <WelcomePage />,
  confirmSignup: () => <ConfirmSignupPage />,
  changePassword: () => <ChangePasswordTokenPage />,
  invitation: () => <InvitationPage />,
  confirmEmailChange: () => <ConfirmEmailChangePage />,
  uiKit: () => <Lazy component={UiKitPage} props={{}} />,
  uiKitNew: () => <UiKitNewPage />,
  designsGallery: () => <Lazy component={DesignsGalleryPage} props={{}} />,
  headerRegister: () => <HeaderRegisterPage />,
  // the router hands the table of contents its routes, so that no screen imports the route table
  toc: (table: ComponentProps<typeof TocPage>) => <TocPage {...table} />,
  userProfile: () => <UserProfilePage />,
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

/** The name of a screen that exists; a route naming any other screen must be declared coming soon. */
export type ScreenName = keyof typeof SCREENS;
