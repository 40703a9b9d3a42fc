import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconUserExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../ui/AppModal';
import { usePasswordForgotten } from '../../auth/queries';

type EmailExistsModalProps = { email: string | null; onClose: () => void };

/** The "email exists" helper: offers a password reset for that address. */
export function EmailExistsModal({ email, onClose }: EmailExistsModalProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgotten = usePasswordForgotten();

  const handleReset = async () => {
    if (!email) return;
    await forgotten.mutateAsync({ email });
    onClose();
    navigate('/password/remind-confirmation', { state: { email } });
  };

  return (
    <AppModal opened={email !== null} onClose={onClose} size="sm" title={t('registration.emailExists.title')}>
      <Stack gap="md">
        <Group wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="xl" variant="light" color="orange">
            <IconUserExclamation size={22} aria-hidden />
          </ThemeIcon>
          <Text size="sm">{t('registration.emailExists.text', { email })}</Text>
        </Group>
        <Stack gap="xs">
          <Button onClick={() => void handleReset().catch(() => {})} loading={forgotten.isPending}>
            {t('registration.emailExists.reset')}
          </Button>
          <Button variant="default" onClick={() => navigate('/login')}>
            {t('auth.login.submit')}
          </Button>
          <Button variant="subtle" color="gray" onClick={onClose}>
            {t('registration.emailExists.other')}
          </Button>
        </Stack>
      </Stack>
    </AppModal>
  );
}
