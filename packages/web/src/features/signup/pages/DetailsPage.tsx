import { SignupDetailsRequest } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { CheckboxField, TextField } from '../../../ui/form';
import { CompanyFields, NameFields, PROFILE_FIELD_NAMES } from '../../../ui/form/PartyFields';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { usePageTitle } from '../../../ui/usePageTitle';
import { trackJourney } from '../../monitoring/journey';
import { useUser } from '../../users/queries';
import { SignupFrame } from '../components/SignupFrame';
import { useSaveDetails } from '../queries';

type DetailsInput = z.input<typeof SignupDetailsRequest>;
const FIELDS = [...PROFILE_FIELD_NAMES, 'agreement'] as const;

function DetailsForm({ initial }: { initial: DetailsInput }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDetails();
  const form = useForm<DetailsInput, unknown, z.output<typeof SignupDetailsRequest>>({
    resolver: zodResolver(SignupDetailsRequest),
    defaultValues: initial,
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      trackJourney('personalDataFilled');
      navigate('/registration/email-confirmation');
    } catch (e) {
      if (applyFieldErrors(e, form.setError, FIELDS)) return;
      if (isApiError(e) && e.errorKey === 'INVALID_PHONE_NUMBER')
        form.setError('phone', { message: 'errors.INVALID_PHONE_NUMBER' });
    }
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <Stack gap="md">
          <Title order={2} fz="md">
            {t('registration.details.personal')}
          </Title>
          <NameFields control={form.control} />
          <TextField
            control={form.control}
            name="phone"
            label={t('fields.phone')}
            description={t('registration.details.phoneHint')}
            placeholder="491701234567"
            inputMode="numeric"
            autoComplete="tel"
          />
        </Stack>
        <Stack gap="md">
          <Title order={2} fz="md">
            {t('registration.details.company')}
          </Title>
          <CompanyFields control={form.control} prefix="" idPrefix="details" />
        </Stack>
        <CheckboxField
          control={form.control}
          name="agreement"
          isRequired
          label={
            <Text span size="sm">
              <Trans
                i18nKey="registration.details.agreement"
                components={{
                  terms: <Anchor component={Link} to="/info/terms" target="_blank" size="sm" />,
                  policy: <Anchor component={Link} to="/info/policy" target="_blank" size="sm" />,
                }}
              />
            </Text>
          }
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} miw={160}>
            {t('common.continue')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function DetailsPage() {
  const { t } = useTranslation();
  usePageTitle(t('registration.details.title'));
  const { user, isLoading } = useUser();
  const p = user?.profile;
  return (
    <SignupFrame
      step="profile"
      title={t('registration.details.title')}
      subtitle={t('registration.details.subtitle')}
    >
      {isLoading ? (
        <PageSkeleton variant="form" />
      ) : (
        <DetailsForm
          initial={{
            firstName: p?.firstName ?? '',
            lastName: p?.lastName ?? '',
            company: p?.company ?? '',
            address1: p?.address1 ?? '',
            address2: p?.address2 ?? '',
            city: p?.city ?? '',
            zip: p?.zip ?? '',
            country: p?.country ?? '',
            vatId: p?.vatId ?? '',
            phone: p?.phone ?? '',
            agreement: false as unknown as true,
          }}
        />
      )}
    </SignupFrame>
  );
}
