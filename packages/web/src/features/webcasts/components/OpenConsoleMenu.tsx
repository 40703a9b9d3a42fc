import { WEBCAST_ROLES, type WebcastRole } from '@foyer/shared';
import { Button, Menu, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal';
import { consoleUrlWithSession } from '../../webcast-console/session';
import { useLoginAs } from '../queries';

/**
 * "Open console as…" moderator, speaker or viewer (spec §2 "login as"): the organiser sees the console
 * in a new window as that role does, without a password. The window opens in the click (a window
 * opened after the server's answer is a popup that browsers block) and goes to the console once the
 * session's token has come, in the address's fragment: it never reaches a server, and the console
 * takes it out of the address at once. A browser that blocked the window gets a link to click.
 */
export function OpenConsoleMenu({ webcastId }: { webcastId: string }) {
  const { t } = useTranslation();
  const loginAs = useLoginAs(webcastId);
  const [blocked, setBlocked] = useState<{ role: WebcastRole; url: string } | null>(null);

  const handleOpen = (role: WebcastRole) => {
    const opened = window.open('about:blank', '_blank');
    // The console need not reach back into this page.
    if (opened) opened.opener = null;
    loginAs
      .mutateAsync(role)
      .then((token) => {
        const url = consoleUrlWithSession(webcastId, token);
        if (opened && !opened.closed) opened.location.replace(url);
        else setBlocked({ role, url });
      })
      .catch(() => {
        // the API client has toasted
        opened?.close();
      });
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconExternalLink size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={loginAs.isPending}
          >
            {t('webcastUsers.openAs')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown maw={320}>
          <Menu.Label>{t('webcastUsers.openAsHint')}</Menu.Label>
          {WEBCAST_ROLES.map((role) => (
            <Menu.Item key={role} onClick={() => handleOpen(role)}>
              <Stack gap={0}>
                <Text size="sm" fw={600}>
                  {t(`webcastUsers.roles.${role}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`webcastUsers.roleHints.${role}`)}
                </Text>
              </Stack>
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <AppModal
        opened={blocked !== null}
        onClose={() => setBlocked(null)}
        size="sm"
        title={t('webcastUsers.popupBlocked.title')}
      >
        {blocked && (
          <Stack gap="md">
            <Text size="sm">{t('webcastUsers.popupBlocked.text')}</Text>
            <Button
              component="a"
              href={blocked.url}
              target="_blank"
              rel="noopener noreferrer"
              leftSection={<IconExternalLink size={16} aria-hidden />}
              onClick={() => setBlocked(null)}
            >
              {t('webcastUsers.popupBlocked.open', { role: t(`webcastUsers.roles.${blocked.role}`) })}
            </Button>
          </Stack>
        )}
      </AppModal>
    </>
  );
}
