import { MSG, newPasswordField } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconInfoCircle, IconLinkOff, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../api/client';
import { AuthCard } from '../../ui/AuthCard';
import { NewPasswordFields } from '../../ui/form';
import { usePageTitle } from '../../ui/usePageTitle';
import { HOME_PATH } from '../../lib/paths';
import { useUser } from '../users/queries';
import { useAcceptInvitation } from './queries';

/** New password + confirmation, checked with the shared rules (spec §5). */
const InvitationForm = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

/** A used, replaced, expired or missing link: says so and how to get a new one. */
function InvalidInvitation() {
  const { t } = useTranslation();
  usePageTitle(t('invitation.invalidTitle'));
  return (
    <AuthCard
      title={t('invitation.invalidTitle')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" color="red" mb="xs">
          <IconLinkOff size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <Stack gap="md">
        <Text>{t('invitation.invalidText')}</Text>
        <Text size="sm" c="dimmed">
          {t('invitation.invalidHint')}
        </Text>
        <Button component={Link} to="/login" variant="default" fullWidth>
          {t('auth.backToLogin')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

/**
 * /invitation?token=: the invited person joins the team of a main account by choosing a password;
 * the session starts at once and the events list opens. A visitor who is logged in already (with
 * another account) is told that joining replaces that session; the page works all the same, since
 * the link is addressed to the person who opens it.
 */
export function InvitationPage() {
  const { t } = useTranslation();
  usePageTitle(t('invitation.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const accept = useAcceptInvitation();
  const { user } = useUser();
  const [isInvalid, setInvalid] = useState(false);
  const form = useForm({
    resolver: zodResolver(InvitationForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    if (!token) return;
    try {
      await accept.mutateAsync({ token, password: values.password });
      navigate(HOME_PATH, { replace: true });
    } catch (e) {
      if (!isApiError(e)) return;
      if (e.errorKey === 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' || e.fields.password)
        form.setError('password', { message: 'errors.PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
      // A malformed token is refused by its schema (fields.token): the same dead end as an old link.
      else if (e.errorKey === 'INVITATION_TOKEN_IS_INVALID' || e.fields.token) setInvalid(true);
    }
  });

  if (!token || isInvalid) return <InvalidInvitation />;

  return (
    <AuthCard
      title={t('invitation.title')}
      subtitle={t('invitation.subtitle')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconUsersGroup size={24} aria-hidden />
        </ThemeIcon>
      }
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {user && (
            <Alert color="brand" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
              {t('invitation.loggedInAs', { email: user.email })}
            </Alert>
          )}
          <NewPasswordFields control={form.control} name="password" />
          <Button type="submit" fullWidth loading={accept.isPending}>
            {t('invitation.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
