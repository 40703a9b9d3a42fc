import { Button, List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useUser } from '../../users/queries';
import { SignupFrame } from '../components/SignupFrame';
import { ResendButton } from '../components/ResendButton';

export function EmailConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.email.title'));
  const { user, isLoading, status } = useUser();
  const isConfirmed = status === 'LOGGED_IN' || status === 'SUB_ACCOUNT_LOGGED_IN';
  return (
    <SignupFrame step="email" title={t('registration.email.title')} width={640} isDone={isConfirmed}>
      {isLoading || !user ? (
        <PageSkeleton variant="form" />
      ) : isConfirmed ? (
        <Stack gap="md">
          <Text>{t('registration.email.alreadyConfirmed')}</Text>
          <Button component={Link} to="/events/list">
            {t('registration.email.toEvents')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="lg">
          <Stack align="center" ta="center" gap="sm">
            <ThemeIcon size={64} radius="xl" variant="light">
              <IconMail size={32} aria-hidden />
            </ThemeIcon>
            <Text>
              <Trans
                i18nKey="registration.email.sentTo"
                values={{ email: user.email }}
                components={{ b: <strong /> }}
              />
            </Text>
          </Stack>
          <List size="sm" spacing={4} c="dimmed">
            <List.Item>{t('registration.email.tipValid')}</List.Item>
            <List.Item>{t('registration.email.tipSpam')}</List.Item>
            <List.Item>{t('registration.email.tipEarlierLinks')}</List.Item>
          </List>
          <ResendButton resendsLeft={user.confirmationResendsLeft} />
        </Stack>
      )}
    </SignupFrame>
  );
}
