import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';

export function PasswordRemindFailPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.remindFail.title'));
  return (
    <AuthCard
      title={t('auth.remindFail.title')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="red" mb="xs">
          <IconLinkOff size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('auth.remindFail.text')}</Text>
        <Button component={Link} to="/password/remind" fullWidth>
          {t('auth.remindFail.sendNew')}
        </Button>
        <Button component={Link} to="/login" variant="default" fullWidth>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
