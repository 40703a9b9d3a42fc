import { MSG, PasswordChangeRequest, newPasswordField } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { PasswordField } from '../../../ui/form';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePasswordChange } from '../../auth/queries';
import { useUser } from '../queries';

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
          <form onSubmit={handleSubmit} noValidate>
            <Stack gap="md" maw={480}>
              <PasswordField
                control={form.control}
                name="oldPassword"
                label={t('fields.currentPassword')}
                autoComplete="current-password"
                isRequired
              />
              <PasswordField
                control={form.control}
                name="newPassword"
                label={t('fields.newPassword')}
                autoComplete="new-password"
                isRequired
                withRules
              />
              <PasswordField
                control={form.control}
                name="confirmPassword"
                label={t('fields.confirmPassword')}
                autoComplete="new-password"
                isRequired
              />
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

/** /user-profile: the change-password form; the rest of the profile arrives later. */
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
      <ChangePasswordCard />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} style={{ borderStyle: 'dashed' }}>
        <Title order={2} fz="lg">
          {t('profile.details.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={6}>
          {t('profile.details.comingSoon')}
        </Text>
      </Paper>
    </Stack>
  );
}
