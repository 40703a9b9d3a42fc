import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort when a screen throws while rendering. */
export function RootErrorBoundary() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100vh" p="xl" component="main">
      <Stack align="center" ta="center" maw={460}>
        <Title order={1} fz={28}>
          {t('errors.screenFailed')}
        </Title>
        <Text c="dimmed">{t('errors.generic')}</Text>
        <Button onClick={() => window.location.assign('/')}>{t('notFound.home')}</Button>
      </Stack>
    </Center>
  );
}
