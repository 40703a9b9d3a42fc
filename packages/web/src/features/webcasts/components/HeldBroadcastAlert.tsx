import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHandStop, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type WebcastDetail, useAllowBroadcast } from '../queries';

/**
 * The organiser's page of a webcast whose broadcast a moderator ended in the console: encoders are
 * refused until someone allows going live again — the organiser can, here.
 */
export function HeldBroadcastAlert({ webcast }: { webcast: WebcastDetail }) {
  const { t } = useTranslation();
  const allow = useAllowBroadcast(webcast.id);
  if (!webcast.held) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      icon={<IconHandStop size={18} aria-hidden />}
      title={t('webcastConsole.controls.heldTitle')}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('webcastConsole.controls.heldText')}</Text>
        <Button
          size="compact-md"
          variant="default"
          leftSection={<IconPlayerPlay size={16} aria-hidden />}
          loading={allow.isPending}
          onClick={() => allow.mutate()}
        >
          {t('webcastConsole.controls.allow')}
        </Button>
      </Stack>
    </Alert>
  );
}
