import { PhoneRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { TextField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useUser } from '../../users/queries';
import { SignupFrame } from '../components/SignupFrame';
import { useSendPhone } from '../queries';

export function PhonePage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.phone.title'));
  const navigate = useNavigate();
  const { user } = useUser();
  const send = useSendPhone();
  const form = useForm({ resolver: zodResolver(PhoneRequest), values: { phone: user?.profile.phone ?? '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      navigate('/registration/phone-confirmation', { state: { phone: values.phone } });
    } catch (e) {
      if (applyFieldErrors(e, form.setError, ['phone'])) return;
      if (isApiError(e) && e.errorKey === 'INVALID_PHONE_NUMBER')
        form.setError('phone', { message: 'errors.INVALID_PHONE_NUMBER' });
    }
  });

  return (
    <SignupFrame
      step="phone"
      title={t('registration.phone.title')}
      subtitle={t('registration.phone.subtitle')}
      width={640}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <TextField
            control={form.control}
            name="phone"
            label={t('fields.phone')}
            description={t('registration.details.phoneHint')}
            inputMode="numeric"
            autoComplete="tel"
            isRequired
          />
          <Button type="submit" loading={send.isPending}>
            {t('registration.phone.send')}
          </Button>
        </Stack>
      </form>
    </SignupFrame>
  );
}
