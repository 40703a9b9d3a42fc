import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';

export function PasswordRemindConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.remindConfirmation.title'));
  const email = (useLocation().state as { email?: string } | null)?.email;
  return (
    <AuthCard
      title={t('auth.remindConfirmation.title')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" mb="xs">
          <IconMailForward size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>
          {email ? t('auth.remindConfirmation.textWithEmail', { email }) : t('auth.remindConfirmation.text')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('auth.remindConfirmation.hint')}
        </Text>
        <Button component={Link} to="/login" fullWidth>
          {t('auth.backToLogin')}
        </Button>
        <Button component={Link} to="/password/remind" variant="subtle" fullWidth>
          {t('auth.remindConfirmation.again')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
