import { Anchor, Box, Button, Container, Group, Text } from '@mantine/core';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { getToken } from '../api/session';
import { useLogout } from '../features/auth/useLogout';
import { useUser } from '../features/users/queries';
import { useTranslation } from 'react-i18next';
import { HOME_PATH } from '../lib/paths';
import { Logo } from '../ui/Logo';
import { LanguageMenu } from './LanguageMenu';
import { UserMenu } from './shell/UserMenu';

const WIZARD_PATHS = [
  '/registration/details',
  '/registration/email-confirmation',
  '/registration/phone',
  '/registration/phone-confirmation',
];

/**
 * Pages for an organiser's participants (reached from a mailing), not for Foyer's customers: no
 * log-in or create-account buttons, the logo leads nowhere.
 */
const PARTICIPANT_PATHS = ['/unsubscribe/'];

/** Pages whose session (if any) is a password reset's, not a logged-in organiser's. */
// The reset link's page starts the reset session and may stay on screen a moment longer, while the
// change page's chunk downloads: it must not ask for the user either.
const RESET_SESSION_PATHS = ['/password/change', '/change-password', '/change-password/'];

/**
 * Layout of the public pages: header with logo, language, log-in and create-account buttons; a
 * logged-in organiser (the welcome page, the legal pages) sees the way to their events and their menu.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLogin = pathname === '/login';
  const isRegister = pathname === '/registration/register';
  const navigate = useNavigate();
  const logout = useLogout();
  // Mid-registration (a session on a wizard step) the way out is logging out, not logging in.
  const isInWizard = Boolean(getToken()) && WIZARD_PATHS.includes(pathname);
  const isForParticipants = PARTICIPANT_PATHS.some((p) => pathname.startsWith(p));
  // The password change page's session is a reset session: it cannot load a user (the API would
  // answer 401 and the client log out mid-change).
  const { status, isLoading } = useUser({ enabled: !RESET_SESSION_PATHS.includes(pathname) });
  const isLoggedIn = status === 'LOGGED_IN' || status === 'SUB_ACCOUNT_LOGGED_IN';
  const hasUserMenu = isLoggedIn && !isInWizard && !isForParticipants;
  // While a session's user loads, offer nothing rather than a log-in that would flash.
  const isGuestOffer = !isLoggedIn && !isLoading && !isInWizard && !isForParticipants;
  const logo = (
    <>
      <Box visibleFrom="xs">
        <Logo size={30} />
      </Box>
      <Box hiddenFrom="xs">
        <Logo size={30} withWordmark={false} />
      </Box>
    </>
  );
  const handleLogout = () =>
    logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        px={{ base: 'md', sm: 'xl' }}
        py="sm"
        style={{
          borderBottom: '1px solid var(--mantine-color-default-border)',
          background: 'var(--foyer-surface)',
        }}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {isForParticipants ? (
            logo
          ) : (
            <Anchor component={Link} to="/login" underline="never" c="inherit" aria-label={t('nav.home')}>
              {logo}
            </Anchor>
          )}
          <Group gap={4} wrap="nowrap">
            {/* The user menu has its own language entry. */}
            {!hasUserMenu && <LanguageMenu />}
            {isInWizard && (
              <Button
                variant="subtle"
                size="sm"
                px={{ base: 6, xs: 'sm' }}
                onClick={handleLogout}
                loading={logout.isPending}
              >
                {t('menu.logout')}
              </Button>
            )}
            {hasUserMenu && (
              <>
                <Button component={Link} to={HOME_PATH} variant="subtle" size="sm" px={{ base: 6, xs: 'sm' }}>
                  {t('nav.myEvents')}
                </Button>
                <UserMenu />
              </>
            )}
            {isGuestOffer && !isLogin && (
              <Button component={Link} to="/login" variant="subtle" size="sm" px={{ base: 6, xs: 'sm' }}>
                {t('auth.login.submit')}
              </Button>
            )}
            {isGuestOffer && !isRegister && !isLogin && (
              <Button component={Link} to="/registration/register" size="sm" px={{ base: 8, xs: 'sm' }}>
                {t('auth.createAccount')}
              </Button>
            )}
          </Group>
        </Group>
      </Box>
      <Box component="main" id="main" style={{ flex: 1 }} py={{ base: 'lg', sm: 48 }}>
        <Container size={1100} px={{ base: 'md', sm: 'xl' }}>
          <Outlet />
        </Container>
      </Box>
      <Box component="footer" py="md" px="xl">
        <Group justify="center" gap="lg">
          <Text size="xs" c="dimmed">
            © {new Date().getFullYear()} Foyer
          </Text>
          <Anchor component={Link} to="/info/imprint" size="xs" c="dimmed">
            {t('info.imprint.title')}
          </Anchor>
          <Anchor component={Link} to="/info/policy" size="xs" c="dimmed">
            {t('info.policy.title')}
          </Anchor>
          <Anchor component={Link} to="/info/terms" size="xs" c="dimmed">
            {t('info.terms.title')}
          </Anchor>
        </Group>
      </Box>
    </Box>
  );
}
