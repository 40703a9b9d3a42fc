import { RateLimitedResults, WebcastConsoleLoginRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconBroadcast, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { AuthCard } from '../../../ui/AuthCard';
import { PasswordField, TextField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useConsoleLogin } from '../queries';

/** The login's fields: the webcast comes from the address. */
const LoginForm = WebcastConsoleLoginRequest.pick({ email: true, password: true });

/** Why the login shows instead of the console: the session ended, or the person logged out. */
export type LoginNotice = 'ended' | 'loggedOut';

/**
 * A webcast user logs in to this webcast's console with the email of their invitation and their
 * password; a forgotten password is reset by a new invitation from the organiser.
 */
export function ConsoleLogin({
  webcastId,
  notice,
  onLoggedIn,
}: {
  webcastId: string;
  notice: LoginNotice | null;
  onLoggedIn: (token: string) => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('webcastConsole.login.title'));
  const login = useConsoleLogin(webcastId);
  const [error, setError] = useState<{ key: string; count?: number } | null>(null);
  const form = useForm({ resolver: zodResolver(LoginForm), defaultValues: { email: '', password: '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      onLoggedIn(await login.mutateAsync(values));
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['email', 'password']) || !isApiError(e)) return;
      if (e.errorKey === 'NAME_OR_PASSWORD_MISMATCH' || e.errorKey === 'VALIDATION_FAILED')
        setError({ key: 'errors.NAME_OR_PASSWORD_MISMATCH' });
      else if (e.errorKey === 'RATE_LIMITED') {
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
    <AuthCard
      title={t('webcastConsole.login.title')}
      subtitle={t('webcastConsole.login.subtitle')}
      width={460}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconBroadcast size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      {notice && (
        <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} aria-hidden />} role="status">
          {t(`webcastConsole.login.${notice}`)}
        </Alert>
      )}
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
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {t(error.key, { count: error.count })}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending}>
            {t('webcastConsole.login.submit')}
          </Button>
        </Stack>
      </form>
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          {t('webcastConsole.login.forgotTitle')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('webcastConsole.login.forgot')}
        </Text>
      </Stack>
    </AuthCard>
  );
}
