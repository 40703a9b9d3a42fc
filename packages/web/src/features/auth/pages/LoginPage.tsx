import { LoginRequest, RateLimitedResults } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { AuthCard } from '../../../ui/AuthCard';
import { PasswordField } from '../../../ui/form/PasswordField';
import { TextField } from '../../../ui/form/TextField';
import { usePageTitle } from '../../../ui/usePageTitle';
import { pathAfterLogin, useLogin } from '../queries';

export function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.login.title'));
  const navigate = useNavigate();
  const login = useLogin();
  const [error, setError] = useState<{ key: string; count?: number } | null>(null);
  const form = useForm({ resolver: zodResolver(LoginRequest), defaultValues: { email: '', password: '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login.mutateAsync(values);
      navigate(await pathAfterLogin(), { replace: true });
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['email', 'password'])) return;
      if (!isApiError(e)) return;
      if (e.errorKey === 'NAME_OR_PASSWORD_MISMATCH') setError({ key: 'errors.NAME_OR_PASSWORD_MISMATCH' });
      if (e.errorKey === 'RATE_LIMITED') {
        // Past the failures allowed on the account the server names the wait; without it, the generic text.
        const wait = RateLimitedResults.safeParse(e.results);
        setError(
          wait.success
            ? { key: 'auth.login.rateLimited', count: wait.data.retryAfterSeconds }
            : { key: 'errors.RATE_LIMITED' },
        );
      }
    }
  });

  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')} width={460}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
            autoComplete="current-password"
            isRequired
          />
          <Group justify="flex-end" mt={-6}>
            <Anchor component={Link} to="/password/remind" size="sm">
              {t('auth.login.forgotPassword')}
            </Anchor>
          </Group>
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {t(error.key, { count: error.count })}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending || form.formState.isSubmitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('auth.login.noAccount')} labelPosition="center" />
      <Button component={Link} to="/registration/register" variant="default" fullWidth>
        {t('auth.createAccount')}
      </Button>
      <Text size="xs" c="dimmed" ta="center">
        {t('auth.login.businessHint')}
      </Text>
    </AuthCard>
  );
}
