import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconHandStop, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A moderator ended the broadcast: encoders are refused until someone allows going live again —
 * with `onAllow`, the one looking may (moderators in the console, the organiser on the webcast's page).
 */
export function HeldBroadcastNotice({
  onAllow,
  isAllowing = false,
}: {
  onAllow?: () => void;
  isAllowing?: boolean;
}) {
  const { t } = useTranslation();
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
        {onAllow && (
          <Button
            size="compact-md"
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={isAllowing}
            onClick={onAllow}
          >
            {t('webcastConsole.controls.allow')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
