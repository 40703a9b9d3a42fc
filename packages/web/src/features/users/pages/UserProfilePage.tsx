import {
  EmailChangeRequest,
  MSG,
  PasswordChangeRequest,
  type User,
  UserNameRequest,
  newPasswordField,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMailForward } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { confirmAction } from '../../../ui/confirm';
import { NewPasswordFields, PasswordField, SaveBar, TextField } from '../../../ui/form';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePasswordChange } from '../../auth/queries';
import { useLogoutOthers, useRequestEmailChange, useSaveUserName, useUser } from '../queries';

const ChangePasswordForm = PasswordChangeRequest.pick({ oldPassword: true })
  .extend({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

function ChangePasswordCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const change = usePasswordChange();
  const form = useForm({
    resolver: zodResolver(ChangePasswordForm),
    defaultValues: { oldPassword: '', newPassword: '', confirmPassword: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await change.mutateAsync({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      toastSuccess(t('profile.password.success'));
      navigate('/login', { replace: true });
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['oldPassword', 'newPassword'])) return;
      if (!isApiError(e)) return;
      if (e.errorKey === 'OLD_PASSWORD_MISMATCH')
        form.setError('oldPassword', { message: 'errors.OLD_PASSWORD_MISMATCH' });
      if (e.errorKey === 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS')
        form.setError('newPassword', { message: 'errors.PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
    }
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} fz="lg">
            {t('profile.password.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {t('profile.password.text')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <form onSubmit={handleSubmit} noValidate aria-label={t('profile.password.title')}>
            <Stack gap="md" maw={480}>
              <PasswordField
                control={form.control}
                name="oldPassword"
                label={t('fields.currentPassword')}
                autoComplete="current-password"
                isRequired
              />
              <NewPasswordFields control={form.control} name="newPassword" label={t('fields.newPassword')} />
              <Group>
                <Button type="submit" loading={change.isPending}>
                  {t('auth.change.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** A card of the page: title and explanation on the left, the content on the right. */
function ProfileCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Text c="dimmed" size="sm" mt={6}>
            {text}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>{children}</Grid.Col>
      </Grid>
    </Paper>
  );
}

/** The person's own first and last name (PUT user/profile), saved explicitly. */
function NameCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const save = useSaveUserName();
  const initial = { firstName: user.profile.firstName, lastName: user.profile.lastName };
  const form = useForm({ resolver: zodResolver(UserNameRequest), defaultValues: initial });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { data } = await save.mutateAsync(values);
      form.reset({ firstName: data.profile.firstName, lastName: data.profile.lastName });
    } catch (e) {
      applyFieldErrors(e, form.setError, ['firstName', 'lastName']);
    }
  });

  return (
    <ProfileCard title={t('profile.name.title')} text={t('profile.name.text')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('profile.name.title')}>
        <Stack gap="md" maw={480}>
          <TextField
            control={form.control}
            name="firstName"
            label={t('fields.firstName')}
            autoComplete="given-name"
            isRequired
          />
          <TextField
            control={form.control}
            name="lastName"
            label={t('fields.lastName')}
            autoComplete="family-name"
            isRequired
          />
          <SaveBar
            isDirty={form.formState.isDirty}
            isSaving={save.isPending}
            onDiscard={() => form.reset()}
          />
        </Stack>
      </form>
    </ProfileCard>
  );
}

/**
 * The email change (POST user/email): new address and current password; the address changes only
 * when the link mailed to the new address is opened, so until a reload the card says where it went.
 */
function EmailCard({ user }: { user: User }) {
  const { t } = useTranslation();
  const request = useRequestEmailChange();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(EmailChangeRequest),
    defaultValues: { email: '', password: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const { pendingEmail } = await request.mutateAsync(values);
      setPending(pendingEmail);
      form.reset();
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['email', 'password'])) return;
      if (!isApiError(e)) return;
      if (e.errorKey === 'OLD_PASSWORD_MISMATCH')
        form.setError('password', { message: 'errors.OLD_PASSWORD_MISMATCH' });
      else if (e.errorKey === 'EMAIL_IS_IN_BLACK_LIST')
        form.setError('email', { message: 'errors.EMAIL_IS_IN_BLACK_LIST' });
    }
  });

  return (
    <ProfileCard title={t('profile.email.title')} text={t('profile.email.text')}>
      <form onSubmit={handleSubmit} noValidate aria-label={t('profile.email.title')}>
        <Stack gap="md" maw={480}>
          <Text size="sm">{t('profile.email.current', { email: user.email })}</Text>
          {pending && (
            <Alert
              color="brand"
              variant="light"
              icon={<IconMailForward size={18} aria-hidden />}
              role="status"
            >
              {t('profile.email.sent', { email: pending })}
            </Alert>
          )}
          <TextField
            control={form.control}
            name="email"
            type="email"
            label={t('profile.email.newEmail')}
            autoComplete="email"
            isRequired
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.currentPassword')}
            autoComplete="current-password"
            isRequired
          />
          <Group>
            <Button type="submit" loading={request.isPending}>
              {t('profile.email.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </ProfileCard>
  );
}

/** "Log out on all other devices" (POST user/sessions/logout-all), after a confirmation. */
function SessionsCard() {
  const { t } = useTranslation();
  const logoutOthers = useLogoutOthers();
  const ask = () =>
    confirmAction({
      title: t('profile.sessions.confirmTitle'),
      message: t('profile.sessions.confirmText'),
      confirmLabel: t('profile.sessions.action'),
      cancelLabel: t('common.cancel'),
      isDanger: true,
      onConfirm: () =>
        logoutOthers.mutate(undefined, { onSuccess: () => toastSuccess(t('profile.sessions.success')) }),
    });
  return (
    <ProfileCard title={t('profile.sessions.title')} text={t('profile.sessions.text')}>
      <Group>
        <Button variant="default" color="red" onClick={ask} loading={logoutOthers.isPending}>
          {t('profile.sessions.action')}
        </Button>
      </Group>
    </ProfileCard>
  );
}

/**
 * /user-profile: the person's own name, email address, password and sessions; main and sub-accounts alike (each
 * for themselves).
 */
export function UserProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.userProfile'));
  const { user } = useUser();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {t('screens.userProfile')}
        </Title>
        {user && (
          <Text c="dimmed">
            {user.profile.firstName} {user.profile.lastName} · {user.email}
          </Text>
        )}
      </Stack>
      {user && <NameCard key={user.id} user={user} />}
      {user && <EmailCard key={user.id} user={user} />}
      <ChangePasswordCard />
      <SessionsCard />
    </Stack>
  );
}
