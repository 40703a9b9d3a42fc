import { PasswordForgottenRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Stack, ThemeIcon } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { applyFieldErrors } from '../../../api/formErrors';
import { AuthCard } from '../../../ui/AuthCard';
import { TextField } from '../../../ui/form';
import { usePageTitle } from '../../../ui/usePageTitle';
import { usePasswordForgotten } from '../queries';

export function PasswordRemindPage() {
  const { t } = useTranslation();
  usePageTitle(t('auth.remind.title'));
  const navigate = useNavigate();
  const forgotten = usePasswordForgotten();
  const form = useForm({ resolver: zodResolver(PasswordForgottenRequest), defaultValues: { email: '' } });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotten.mutateAsync(values);
      navigate('/password/remind-confirmation', { state: { email: values.email } });
    } catch (e) {
      applyFieldErrors(e, form.setError, ['email']);
    }
  });

  return (
    <AuthCard
      title={t('auth.remind.title')}
      subtitle={t('auth.remind.subtitle')}
      icon={
        <ThemeIcon size={48} radius="xl" variant="light" mb="xs">
          <IconKey size={24} aria-hidden />
        </ThemeIcon>
      }
    >
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
          <Button type="submit" fullWidth loading={forgotten.isPending}>
            {t('auth.remind.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('auth.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
