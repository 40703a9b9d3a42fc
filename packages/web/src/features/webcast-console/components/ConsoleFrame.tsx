import { Box, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleLanguageMenu } from './ConsoleLanguageMenu';
import { LogoMark } from '../../../ui/Logo';

/**
 * The console's own header bar: the Foyer mark, what this page is (`children`, "Webcast console"
 * unless given), `end` after the language switch (log out), and `below` on a line of its own.
 */
export function ConsoleBar({
  children,
  end,
  below,
}: {
  children?: ReactNode;
  end?: ReactNode;
  below?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="header"
      py="sm"
      style={{
        borderBottom: '1px solid var(--mantine-color-default-border)',
        background: 'var(--foyer-surface)',
      }}
    >
      <Container size={1280} px={{ base: 'md', sm: 'xl' }}>
        <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="center" style={{ minWidth: 0 }}>
            <Box style={{ flexShrink: 0, lineHeight: 0 }}>
              <LogoMark size={32} />
            </Box>
            {children ?? (
              <Text fw={700} size="lg">
                {t('webcastConsole.name')}
              </Text>
            )}
          </Group>
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            <ConsoleLanguageMenu />
            {end}
          </Group>
        </Group>
        {below && <Box mt="xs">{below}</Box>}
      </Container>
    </Box>
  );
}

/** A console page without a session (log in, choose a password): the bar, then a centred card. */
export function ConsoleFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap={0} mih="100vh">
      <ConsoleBar />
      <Box component="main" id="main" py={{ base: 'lg', sm: 48 }} px="md" style={{ flex: 1 }}>
        {children}
      </Box>
    </Stack>
  );
}
