import { PhoneCodeRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Input, PinInput, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { fieldErrorText } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { trackJourney } from '../../monitoring/journey';
import { SignupFrame } from '../components/SignupFrame';
import { useConfirmPhone } from '../queries';

export function PhoneConfirmationPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.phoneCode.title'));
  const navigate = useNavigate();
  const phone = (useLocation().state as { phone?: string } | null)?.phone;
  const confirm = useConfirmPhone();
  const form = useForm({ resolver: zodResolver(PhoneCodeRequest), defaultValues: { code: '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      trackJourney('phoneConfirmed');
      navigate('/registration/welcome', { state: { fromConfirmation: true } });
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'INVALID_SMS_CODE')
        form.setError('code', { message: 'errors.INVALID_SMS_CODE' });
    }
  });

  return (
    <SignupFrame
      step="phone"
      title={t('registration.phoneCode.title')}
      subtitle={
        phone
          ? t('registration.phoneCode.subtitleWithPhone', { phone })
          : t('registration.phoneCode.subtitle')
      }
      width={640}
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md" align="center">
          <Controller
            control={form.control}
            name="code"
            render={({ field, fieldState }) => (
              <Input.Wrapper
                label={t('fields.smsCode')}
                error={fieldErrorText(t, fieldState.error)}
                withAsterisk
              >
                <PinInput
                  length={6}
                  type="number"
                  oneTimeCode
                  value={field.value}
                  onChange={field.onChange}
                  error={Boolean(fieldState.error)}
                  aria-label={t('fields.smsCode')}
                  mt={6}
                />
              </Input.Wrapper>
            )}
          />
          <Group>
            <Button variant="default" component={Link} to="/registration/phone">
              {t('registration.phoneCode.changeNumber')}
            </Button>
            <Button type="submit" loading={confirm.isPending}>
              {t('registration.phoneCode.confirm')}
            </Button>
          </Group>
          <Text size="xs" c="dimmed">
            {t('registration.phoneCode.hint')}
          </Text>
        </Stack>
      </form>
    </SignupFrame>
  );
}
