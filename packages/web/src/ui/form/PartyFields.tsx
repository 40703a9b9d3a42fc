import { countryOptions, isEuCountry } from '@foyer/shared';
import { SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { SelectField } from './SelectField';
import { TextField } from './TextField';

/**
 * The person and company fields that sign-up, the account profile and the billing parties share: one
 * layout, the same autocomplete hints, the §5 VAT rule shown by country.
 */

/** The names of the fields `CompanyFields` shows (under its prefix). */
export const COMPANY_FIELD_NAMES = [
  'company',
  'address1',
  'address2',
  'city',
  'zip',
  'country',
  'vatId',
] as const;

/** The person's and company's fields of sign-up's details and the account profile, for server field errors. */
export const PROFILE_FIELD_NAMES = ['firstName', 'lastName', ...COMPANY_FIELD_NAMES, 'phone'] as const;

/** First and last name side by side (fields `firstName`, `lastName`). */
export function NameFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <TextField
        control={control}
        name={'firstName' as Path<T>}
        label={t('fields.firstName')}
        autoComplete="given-name"
        isRequired
      />
      <TextField
        control={control}
        name={'lastName' as Path<T>}
        label={t('fields.lastName')}
        autoComplete="family-name"
        isRequired
      />
    </SimpleGrid>
  );
}

/** The countries with names in the interface language, recomputed when it changes. */
function useCountries() {
  const { i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when the language changes
  return useMemo(() => countryOptions(currentLanguage()), [i18n.language]);
}

/** Company, address, country and VAT id fields under `prefix` ('' for the account profile). */
export function CompanyFields<T extends FieldValues>({
  control,
  prefix,
  idPrefix,
}: {
  control: Control<T>;
  prefix: string;
  idPrefix: string;
}) {
  const { t } = useTranslation();
  const countries = useCountries();
  const name = (field: string) => `${prefix}${field}` as Path<T>;
  const country = useWatch({ control, name: name('country') }) as string | undefined;
  const isEu = isEuCountry(country ?? '');
  return (
    <Stack gap="md">
      <TextField
        control={control}
        name={name('company')}
        label={t('fields.company')}
        autoComplete="organization"
        isRequired
        id={`${idPrefix}-company`}
      />
      <TextField
        control={control}
        name={name('address1')}
        label={t('fields.address1')}
        autoComplete="address-line1"
        isRequired
        id={`${idPrefix}-address1`}
      />
      <TextField
        control={control}
        name={name('address2')}
        label={t('fields.address2')}
        autoComplete="address-line2"
        id={`${idPrefix}-address2`}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          control={control}
          name={name('zip')}
          label={t('fields.zip')}
          autoComplete="postal-code"
          isRequired
          id={`${idPrefix}-zip`}
        />
        <TextField
          control={control}
          name={name('city')}
          label={t('fields.city')}
          autoComplete="address-level2"
          id={`${idPrefix}-city`}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <SelectField
          control={control}
          name={name('country')}
          label={t('fields.country')}
          placeholder={t('registration.details.countryPlaceholder')}
          data={countries}
          searchable
          nothingFoundMessage={t('common.nothingFound')}
          autoComplete="country"
          isRequired
          id={`${idPrefix}-country`}
        />
        <TextField
          control={control}
          name={name('vatId')}
          label={t('fields.vatId')}
          description={isEu ? t('registration.details.vatRequired') : t('registration.details.vatOptional')}
          isRequired={isEu}
          id={`${idPrefix}-vatId`}
        />
      </SimpleGrid>
    </Stack>
  );
}
