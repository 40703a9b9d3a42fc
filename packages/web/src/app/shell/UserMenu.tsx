import {
  Avatar,
  Group,
  Menu,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import {
  IconBug,
  IconCheck,
  IconChevronDown,
  IconCookie,
  IconCreditCard,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconSun,
  IconUser,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/useLogout';
import { useUser } from '../../features/users/queries';
import { useBuildFlags } from '../../lib/buildFlags';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import { useLanguage } from '../useLanguage';
import { lazyDialog } from '../../ui/lazyDialog';

/** Opened from the menu only: a chunk of its own (issue 20). */
const CookiePreferencesModal = lazyDialog(
  () => import('./CookiePreferencesModal').then((m) => m.CookiePreferencesModal),
  (p) => p.opened,
);

/** The user menu of the shell (spec §2). */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isMainAccount } = useUser();
  const flags = useBuildFlags();
  const logout = useLogout();
  const { language, languages, setLanguage } = useLanguage();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const [isCookiesOpen, setCookiesOpen] = useState(false);
  const name = user ? `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email : '';
  const initials = user
    ? `${user.profile.firstName.charAt(0)}${user.profile.lastName.charAt(0)}`.toUpperCase() ||
      user.email.charAt(0).toUpperCase()
    : '';

  const handleLogout = () => {
    logout.mutate(undefined, { onSettled: () => navigate('/login', { replace: true }) });
  };

  return (
    <>
      <Menu position="bottom-end" width={280} closeDelay={0}>
        <Menu.Target>
          <UnstyledButton aria-label={t('shell.userMenu')} style={{ borderRadius: 999 }} p={2}>
            <Group gap={6} wrap="nowrap">
              <Avatar color="brand" radius="xl" size={34}>
                {initials}
              </Avatar>
              <IconChevronDown size={14} aria-hidden />
            </Group>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          {user && (
            <div style={{ padding: '8px 12px' }}>
              <Text fw={600} size="sm" truncate>
                {name}
              </Text>
              <Text size="xs" c="dimmed" truncate>
                {user.email}
              </Text>
            </div>
          )}
          <Menu.Divider />
          <Menu.Item
            leftSection={<IconUserCircle size={16} aria-hidden />}
            onClick={() => navigate('/user-profile')}
          >
            {t('menu.userProfile')}
          </Menu.Item>
          {isMainAccount && (
            <>
              <Menu.Item
                leftSection={<IconUser size={16} aria-hidden />}
                onClick={() => navigate('/profile')}
              >
                {t('menu.account')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconUsers size={16} aria-hidden />}
                onClick={() => navigate('/sub-accounts')}
              >
                {t('menu.additionalUsers')}
              </Menu.Item>
              {flags.subscription && (
                <Menu.Item
                  leftSection={<IconCreditCard size={16} aria-hidden />}
                  onClick={() => navigate('/subscription')}
                >
                  {t('menu.subscription')}
                </Menu.Item>
              )}
            </>
          )}
          {flags.debugMenu && isMainAccount && (
            <Menu.Item leftSection={<IconBug size={16} aria-hidden />} onClick={() => navigate('/debug')}>
              {t('menu.debug')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconCookie size={16} aria-hidden />} onClick={() => setCookiesOpen(true)}>
            {t('menu.cookies')}
          </Menu.Item>
          <Menu.Item
            leftSection={
              scheme === 'dark' ? <IconSun size={16} aria-hidden /> : <IconMoon size={16} aria-hidden />
            }
            onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
          >
            {scheme === 'dark' ? t('menu.lightTheme') : t('menu.darkTheme')}
          </Menu.Item>
          <Menu.Sub closeDelay={0}>
            <Menu.Sub.Target>
              <Menu.Sub.Item
                leftSection={<IconLanguage size={16} aria-hidden />}
                aria-label={t('menu.language')}
              >
                {t('menu.language')}
              </Menu.Sub.Item>
            </Menu.Sub.Target>
            <Menu.Sub.Dropdown>
              {languages.map((l) => (
                <Menu.Item
                  key={l}
                  lang={l}
                  onClick={() => void setLanguage(l)}
                  rightSection={l === language ? <IconCheck size={14} aria-hidden /> : null}
                >
                  {LANGUAGE_NAMES[l]}
                </Menu.Item>
              ))}
            </Menu.Sub.Dropdown>
          </Menu.Sub>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconLogout size={16} aria-hidden />} onClick={handleLogout}>
            {t('menu.logout')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <CookiePreferencesModal opened={isCookiesOpen} onClose={() => setCookiesOpen(false)} />
    </>
  );
}
