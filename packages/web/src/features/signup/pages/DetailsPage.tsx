import { SignupDetailsRequest, countryOptions, isEuCountry } from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../api/formErrors';
import { currentLanguage } from '../../../lib/i18n';
import { CheckboxField, SelectField, TextField } from '../../../ui/form';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { usePageTitle } from '../../../ui/usePageTitle';
import { trackJourney } from '../../monitoring/journey';
import { useUser } from '../../users/queries';
import { SignupFrame } from '../components/SignupFrame';
import { useSaveDetails } from '../queries';

type DetailsInput = z.input<typeof SignupDetailsRequest>;
const FIELDS = [
  'firstName',
  'lastName',
  'company',
  'address1',
  'address2',
  'city',
  'zip',
  'country',
  'vatId',
  'phone',
  'agreement',
] as const;

function DetailsForm({ initial }: { initial: DetailsInput }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveDetails();
  const form = useForm<DetailsInput, unknown, z.output<typeof SignupDetailsRequest>>({
    resolver: zodResolver(SignupDetailsRequest),
    defaultValues: initial,
  });
  const country = useWatch({ control: form.control, name: 'country' });
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the language changes
  const countries = useMemo(() => countryOptions(currentLanguage()), [i18n.language]);

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
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
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
          </SimpleGrid>
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
          <TextField
            control={form.control}
            name="company"
            label={t('fields.company')}
            autoComplete="organization"
            isRequired
          />
          <TextField
            control={form.control}
            name="address1"
            label={t('fields.address1')}
            autoComplete="address-line1"
            isRequired
          />
          <TextField
            control={form.control}
            name="address2"
            label={t('fields.address2')}
            autoComplete="address-line2"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={form.control}
              name="zip"
              label={t('fields.zip')}
              autoComplete="postal-code"
              isRequired
            />
            <TextField
              control={form.control}
              name="city"
              label={t('fields.city')}
              autoComplete="address-level2"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <SelectField
              control={form.control}
              name="country"
              label={t('fields.country')}
              placeholder={t('registration.details.countryPlaceholder')}
              data={countries}
              searchable
              nothingFoundMessage={t('common.nothingFound')}
              autoComplete="country"
              isRequired
            />
            <TextField
              control={form.control}
              name="vatId"
              label={t('fields.vatId')}
              description={
                isEuCountry(country ?? '')
                  ? t('registration.details.vatRequired')
                  : t('registration.details.vatOptional')
              }
              isRequired={isEuCountry(country ?? '')}
            />
          </SimpleGrid>
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
