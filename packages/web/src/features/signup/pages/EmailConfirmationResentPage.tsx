import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getToken } from '../../../api/session';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';

export function EmailConfirmationResentPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.emailResent.title'));
  const hasSession = Boolean(getToken());
  return (
    <AuthCard
      title={t('registration.emailResent.title')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="teal" mb="xs">
          <IconMailCheck size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('registration.emailResent.text')}</Text>
        <Button component={Link} to={hasSession ? '/registration/email-confirmation' : '/login'} fullWidth>
          {hasSession ? t('registration.emailResent.back') : t('auth.login.submit')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
