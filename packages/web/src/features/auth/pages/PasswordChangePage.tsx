import { MSG, newPasswordField } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { AuthCard } from '../../../ui/AuthCard';
import { NewPasswordFields } from '../../../ui/form';
import { toastSuccess } from '../../../ui/toast';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePasswordSet } from '../queries';

/** New password + confirmation, checked with the shared rules. */
const PasswordSetForm = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

export function PasswordChangePage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.change.title'));
  const navigate = useNavigate();
  const setPassword = usePasswordSet();
  const form = useForm({
    resolver: zodResolver(PasswordSetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await setPassword.mutateAsync({ password: values.password });
      toastSuccess(t('auth.change.success'));
      navigate('/login', { replace: true });
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['password'])) return;
      if (isApiError(e) && e.errorKey === 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS') {
        form.setError('password', { message: 'errors.PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
      }
    }
  });

  return (
    <AuthCard title={t('auth.change.title')} subtitle={t('auth.change.subtitle')}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields control={form.control} name="password" />
          <Button type="submit" fullWidth loading={setPassword.isPending}>
            {t('auth.change.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
