import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useUser } from '../../users/queries';
import { ResendButton } from '../components/ResendButton';

export function EmailConfirmationFailPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.emailFail.title'));
  const { user, status } = useUser();
  const canResend = status === 'STEP_2';
  return (
    <AuthCard
      title={t('registration.emailFail.title')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="red" mb="xs">
          <IconLinkOff size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('registration.emailFail.text')}</Text>
        {canResend ? (
          <ResendButton resendsLeft={user?.confirmationResendsLeft} />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t('registration.emailFail.loginHint')}
            </Text>
            <Button component={Link} to="/login" fullWidth>
              {t('auth.login.submit')}
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
