import { LAYOUT } from '../../ui/theme';
import { Anchor, AppShell, Box, Burger, Drawer, Group, NavLink, Stack, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarEvent, IconMail, IconPhoto, IconUsersGroup, IconVideo } from '@tabler/icons-react';
import { type ComponentType, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { useRefreshAssetsAfterUploads } from '../../features/assets/queries';
import { useUploads } from '../../features/assets/uploadStore';
import { CreateEventButton } from '../../features/events/components/CreateEventButton';
import { installClickLogs } from '../../features/monitoring/clickLogs';
import { useBugReportPanel } from '../../features/monitoring/bugReportStore';
import { useUser } from '../../features/users/queries';
import { useBlurWhile, useBlurredApp } from '../../ui/blur';
import { Logo } from '../../ui/Logo';
import { lazyDialog } from '../../ui/lazyDialog';
import { TourOffer } from '../../features/tour/HelpExtras';
import { HelpMenu } from './HelpMenu';
import { UserMenu } from './UserMenu';

// Panels that show only once opened (the help menu's bug report) or while files upload: chunks of
// their own, not part of the first screen (issue 20).
const BugReportPanel = lazyDialog(
  () => import('../../features/monitoring/components/BugReportPanel').then((m) => m.BugReportPanel),
  (p: { defaultEmail?: string; state: string }) => p.state !== 'closed',
);
const UploadProgressPanel = lazyDialog(
  () => import('../../features/assets/components/UploadProgressPanel').then((m) => m.UploadProgressPanel),
  (p: { count: number }) => p.count > 0,
);

// Only a main account on the free plan may be told that its trial ended: the others never download
// the dialog, nor the subscription contract it asks.
const TrialEndedDialog = lazyDialog(
  () => import('../../features/subscription/TrialEndedDialog').then((m) => m.TrialEndedDialog),
  (p: { isCandidate: boolean }) => p.isCandidate,
);

type NavItem = {
  key: string;
  to: string;
  match: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
};

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'events', to: '/events/list', match: '/events', icon: IconCalendarEvent },
  { key: 'assets', to: '/assets/images', match: '/assets', icon: IconPhoto },
  { key: 'webcasts', to: '/webcasts', match: '/webcasts', icon: IconVideo },
  { key: 'participants', to: '/event-users', match: '/event-users', icon: IconUsersGroup },
  { key: 'mailings', to: '/mailings', match: '/mailings', icon: IconMail },
];

/** The logged-in application shell: top bar, burger drawer below 767 px, floating panels. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user, isMainAccount } = useUser();
  const [isDrawerOpen, drawer] = useDisclosure(false);
  useBlurWhile(isDrawerOpen);
  // While a dialog is open the page behind it is out of reach, for the keyboard and for screen readers.
  const isBlurred = useBlurredApp();
  const bugReportState = useBugReportPanel();
  const uploadCount = useUploads().items.length;
  useRefreshAssetsAfterUploads();
  // Click logs (spec §7) of the organiser app only: the venue, the preview and the consoles are not in this shell.
  useEffect(() => installClickLogs(), []);
  const isActive = (item: NavItem) => pathname === item.match || pathname.startsWith(`${item.match}/`);

  return (
    <AppShell header={{ height: LAYOUT.headerHeight }} padding={0}>
      <AppShell.Header px={{ base: 'sm', sm: 'lg' }} style={{ background: 'var(--foyer-surface)' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="lg" wrap="nowrap">
            <Burger
              opened={isDrawerOpen}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('shell.openNavigation')}
            />
            <Anchor
              component={Link}
              to="/events/list"
              underline="never"
              c="inherit"
              aria-label={t('nav.home')}
            >
              <Logo size={30} />
            </Anchor>
            <Box component="nav" aria-label={t('shell.mainNavigation')} visibleFrom="sm" data-tour="main-nav">
              <Group gap={4} wrap="nowrap">
                {NAV_ITEMS.map((item) => (
                  <UnstyledButton
                    key={item.key}
                    component={Link}
                    to={item.to}
                    aria-current={isActive(item) ? 'page' : undefined}
                    px="sm"
                    py={8}
                    fw={isActive(item) ? 600 : 500}
                    fz="sm"
                    className={isActive(item) ? 'foyer-nav-active' : undefined}
                    bg={isActive(item) ? 'var(--mantine-primary-color-light)' : undefined}
                    style={{ borderRadius: 8, whiteSpace: 'nowrap' }}
                  >
                    {t(`nav.${item.key}`)}
                  </UnstyledButton>
                ))}
              </Group>
            </Box>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Box visibleFrom="xs" data-tour="create-event">
              <CreateEventButton />
            </Box>
            <HelpMenu />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <Drawer
        opened={isDrawerOpen}
        onClose={drawer.close}
        size={300}
        title={<Logo size={26} />}
        hiddenFrom="sm"
      >
        <Stack gap={4} component="nav" aria-label={t('shell.mainNavigation')}>
          {NAV_ITEMS.map((item) => (
            <NavLink
              key={item.key}
              component={Link}
              to={item.to}
              label={t(`nav.${item.key}`)}
              leftSection={<item.icon size={18} aria-hidden />}
              active={isActive(item)}
              aria-current={isActive(item) ? 'page' : undefined}
              onClick={drawer.close}
            />
          ))}
          <Box mt="md" px="sm" hiddenFrom="xs">
            <CreateEventButton />
          </Box>
        </Stack>
      </Drawer>
      <AppShell.Main aria-hidden={isBlurred || undefined} inert={isBlurred || undefined}>
        <Box
          px={{ base: 'md', sm: 'xl' }}
          py={{ base: 'lg', sm: 'xl' }}
          maw={1400}
          mx="auto"
          data-tour="page"
        >
          <TourOffer />
          <Outlet />
        </Box>
      </AppShell.Main>
      <BugReportPanel defaultEmail={user?.email} state={bugReportState} />
      <TrialEndedDialog isCandidate={isMainAccount && user?.plan === 'free'} />
      <UploadProgressPanel count={uploadCount} />
    </AppShell>
  );
}
