import { authApi } from '@foyer/shared';
import { Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../ui/AuthCard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { exchangeToken } from '../../auth/queries';
import { trackJourney } from '../../monitoring/journey';

/** /confirm-registration/?token=: the link of the confirmation mail. */
export function ConfirmSignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.checkingLink'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    exchangeToken(authApi.confirmEmail, token)
      .then(() => {
        trackJourney('emailConfirmed');
        navigate('/registration/welcome', { replace: true, state: { fromConfirmation: true } });
      })
      .catch(() => navigate('/registration/email-confirmation/fail', { replace: true }));
  }, [token, navigate]);

  if (!token) return <Navigate to="/404" replace />;
  return (
    <AuthCard title={t('auth.checkingLink')}>
      <Stack align="center" py="md">
        <Loader role="status" aria-label={t('common.loading')} />
        <Text c="dimmed">{t('registration.confirming')}</Text>
      </Stack>
    </AuthCard>
  );
}
