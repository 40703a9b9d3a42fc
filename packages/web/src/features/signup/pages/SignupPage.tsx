import { MSG, SignupAccountRequest, newPasswordField } from '@foyer/shared';
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
import { NewPasswordFields, TextField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { trackJourney } from '../../monitoring/journey';
import { EmailExistsModal } from '../components/EmailExistsModal';
import { SignupFrame } from '../components/SignupFrame';
import { useCreateAccount } from '../queries';

const SignupForm = SignupAccountRequest.pick({ email: true, registrationCode: true })
  .extend({ password: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordMismatch,
  });

/** /registration/register: step 1 of the sign-up, the account (email, password, registration code). */
export function SignupPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.account.title'));
  const navigate = useNavigate();
  const createAccount = useCreateAccount();
  const [existingEmail, setExistingEmail] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(SignupForm),
    defaultValues: { email: '', password: '', confirmPassword: '', registrationCode: '' },
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await createAccount.mutateAsync({
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
    <SignupFrame
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
          <NewPasswordFields control={form.control} name="password" />
          <TextField
            control={form.control}
            name="registrationCode"
            label={t('fields.registrationCode')}
            description={t('registration.account.codeHint')}
            autoComplete="off"
          />
          <Button type="submit" fullWidth mt="xs" loading={createAccount.isPending}>
            {t('common.continue')}
          </Button>
        </Stack>
      </form>
      <EmailExistsModal email={existingEmail} onClose={() => setExistingEmail(null)} />
    </SignupFrame>
  );
}
