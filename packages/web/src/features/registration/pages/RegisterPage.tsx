import { MSG, RegisterAccountRequest, newPasswordField } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { currentLanguage } from '../../../lib/i18n';
import { PasswordField, TextField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useRegisterAccount } from '../../auth/queries';
import { trackJourney } from '../../monitoring/journey';
import { EmailExistsModal } from '../components/EmailExistsModal';
import { RegistrationFrame } from '../components/RegistrationFrame';

const RegisterForm = RegisterAccountRequest.pick({ email: true, registrationCode: true })
  .extend({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

export function RegisterPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.account.title'));
  const navigate = useNavigate();
  const register = useRegisterAccount();
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(RegisterForm),
    defaultValues: { email: '', password: '', confirmPassword: '', registrationCode: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync({
        email: values.email,
        password: values.password,
        registrationCode: values.registrationCode || undefined,
        language: currentLanguage(),
      });
      trackJourney('accountCreated');
      navigate('/registration/details', { replace: true });
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['email', 'password', 'registrationCode'])) return;
      if (!isApiError(e)) return;
      if (e.errorKey === 'EMAIL_IS_IN_BLACK_LIST')
        form.setError('email', { message: 'errors.EMAIL_IS_IN_BLACK_LIST' });
      else if (e.errorKey === 'REGISTRATION_EMAIL_ALREADY_EXISTS') setExistingEmail(values.email);
      else if (e.errorKey === 'PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS')
        form.setError('password', { message: 'errors.PASSWORD_DOES_NOT_MEET_THE_REQUIREMENTS' });
    }
  });

  return (
    <RegistrationFrame
      step="account"
      title={t('registration.account.title')}
      subtitle={t('registration.account.subtitle')}
      width={640}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            control={form.control}
            name="email"
            label={t('fields.email')}
            description={t('registration.account.emailHint')}
            type="email"
            autoComplete="email"
            isRequired
          />
          <PasswordField
            control={form.control}
            name="password"
            label={t('fields.password')}
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
          <TextField
            control={form.control}
            name="registrationCode"
            label={t('fields.registrationCode')}
            description={t('registration.account.codeHint')}
            autoComplete="off"
          />
          <Button type="submit" fullWidth mt="xs" loading={register.isPending}>
            {t('common.continue')}
          </Button>
        </Stack>
      </form>
      <EmailExistsModal email={existingEmail} onClose={() => setExistingEmail(null)} />
    </RegistrationFrame>
  );
}
