import { MSG, newPasswordField } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconKey, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api/client';
import { AuthCard } from '../../../ui/AuthCard';
import { NewPasswordFields } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAcceptConsoleInvitation } from '../queries';

/** New password + confirmation, checked with the shared rules (spec §5), as every new password. */
const PasswordForm = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

/** A used, replaced or expired invitation: says so, who sends a new one, and the way to log in. */
function InvalidInvitation({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('webcastConsole.invitation.invalidTitle'));
  return (
    <AuthCard
      title={t('webcastConsole.invitation.invalidTitle')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="red" mb="xs">
          <IconLinkOff size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('webcastConsole.invitation.invalidText')}</Text>
        <Text size="sm" c="dimmed">
          {t('webcastConsole.invitation.invalidHint')}
        </Text>
        <Button variant="default" fullWidth onClick={onLogin}>
          {t('webcastConsole.invitation.toLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * `?invitation=`: the invited person chooses a password (the rules show while typing) and is in the
 * console at once; an invalid link says to ask the organiser for a new invitation.
 */
export function ConsoleInvitation({
  token,
  onAccepted,
  onLogin,
}: {
  token: string;
  onAccepted: (webcastToken: string) => void;
  /** Leaves the link for the login form. */
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  usePageTitle(t('webcastConsole.invitation.title'));
  const accept = useAcceptConsoleInvitation();
  const [isInvalid, setInvalid] = useState(false);
  const form = useForm({
    resolver: zodResolver(PasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      onAccepted(await accept.mutateAsync({ token, password: values.password }));
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' || e.fields.password)
        form.setError('password', { message: 'errors.PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
      // A malformed token is refused by its schema (fields.token): the same dead end as an old link.
      else if (e.errorKey === 'INVITATION_TOKEN_IS_INVALID' || e.fields.token) setInvalid(true);
    }
  });

  if (isInvalid) return <InvalidInvitation onLogin={onLogin} />;

  return (
    <AuthCard
      title={t('webcastConsole.invitation.title')}
      subtitle={t('webcastConsole.invitation.subtitle')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconKey size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields control={form.control} name="password" />
          <Button type="submit" fullWidth loading={accept.isPending}>
            {t('webcastConsole.invitation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
