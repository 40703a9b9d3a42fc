import { authApi } from '@foyer/shared';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { exchangeToken } from '../queries';

/** /change-password/?token=: confirms a reset link, then the new password is chosen. */
export function ChangePasswordTokenPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.checkingLink'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!token) {
      navigate('/password/remind/fail', { replace: true });
      return;
    }
    exchangeToken(authApi.confirmPasswordReset, token)
      .then(() => navigate('/password/change', { replace: true }))
      .catch(() => navigate('/password/remind/fail', { replace: true }));
  }, [token, navigate]);

  return (
    <AuthCard title={t('auth.checkingLink')}>
      <Stack align="center" py="md">
        <Loader role="status" aria-label={t('common.loading')} />
        <Text c="dimmed">{t('auth.checkingLinkText')}</Text>
      </Stack>
    </AuthCard>
  );
}
