import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconTools } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { HOME_PATH } from '../lib/paths';
import { usePageTitle } from '../ui/usePageTitle';

/** Placeholder inside the shell for a screen of a later issue, naming the screen. */
export function ComingSoonPage({ screenKey }: { screenKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const name = t(`screens.${screenKey}`);
  usePageTitle(name);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {name}
        </Title>
        <Badge variant="light" size="lg">
          {t('comingSoon.badge')}
        </Badge>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 48 }} style={{ borderStyle: 'dashed' }}>
        <Stack align="center" ta="center" gap="sm">
          <ThemeIcon size={64} radius="xl" variant="light">
            <IconTools size={32} aria-hidden />
          </ThemeIcon>
          <Title order={2} fz="xl">
            {t('comingSoon.title', { screen: name })}
          </Title>
          <Text c="dimmed" maw={520}>
            {t('comingSoon.text')}
          </Text>
          {pathname !== HOME_PATH && (
            <Button
              mt="sm"
              variant="default"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => navigate(HOME_PATH)}
            >
              {t('comingSoon.toEvents')}
            </Button>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
