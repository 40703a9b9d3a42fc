import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMailForward } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { useResendConfirmation } from '../queries';

/** "Resend email" with the resends left; REGISTRATION_CONFIRMATION_RESEND_LIMIT shows its message. */
export function ResendButton({ resendsLeft }: { resendsLeft: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resend = useResendConfirmation();
  const [isLimitReached, setLimitReached] = useState(false);
  const noneLeft = isLimitReached || resendsLeft === 0;

  const handleResend = async () => {
    try {
      await resend.mutateAsync();
      navigate('/registration/email-confirmation/resent');
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'REGISTRATION_CONFIRMATION_RESEND_LIMIT') setLimitReached(true);
    }
  };

  return (
    <Stack gap="xs">
      {noneLeft && (
        <Alert color="orange" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {t('errors.REGISTRATION_CONFIRMATION_RESEND_LIMIT')}
        </Alert>
      )}
      <Button
        variant="light"
        leftSection={<IconMailForward size={18} aria-hidden />}
        onClick={() => void handleResend()}
        loading={resend.isPending}
        disabled={noneLeft}
      >
        {t('registration.email.resend')}
      </Button>
      {resendsLeft !== undefined && !noneLeft && (
        <Text size="xs" c="dimmed" ta="center">
          {t('registration.email.resendsLeft', { count: resendsLeft })}
        </Text>
      )}
    </Stack>
  );
}
