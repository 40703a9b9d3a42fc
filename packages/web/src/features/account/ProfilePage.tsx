import {
  type AccountProfile,
  AccountProfileRequest,
  type BillingDetails,
  BillingDetailsRequest,
} from '@foyer/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Card, Group, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type Control, useController, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../api/client';
import { applyFieldErrors } from '../../api/formErrors';
import { SaveBar, TextField } from '../../ui/form';
import {
  COMPANY_FIELD_NAMES,
  CompanyFields,
  NameFields,
  PROFILE_FIELD_NAMES,
} from '../../ui/form/PartyFields';
import { PageHeader } from '../../ui/PageHeader';
import { PageSkeleton } from '../../ui/PageSkeleton';
import { StaleAlert } from '../../ui/StaleAlert';
import { usePageTitle } from '../../ui/usePageTitle';
import { ManagePaymentButton } from '../subscription/components/CurrentPlanCard';
import { InvoiceTable } from '../subscription/components/InvoiceTable';
import { useSubscription } from '../subscription/queries';
import {
  useAccountBilling,
  useAccountProfile,
  useSaveAccountBilling,
  useSaveAccountProfile,
} from './queries';

type ProfileInput = z.input<typeof AccountProfileRequest>;
type BillingInput = z.input<typeof BillingDetailsRequest>;

const BILLING_FIELDS = [
  ...COMPANY_FIELD_NAMES.map((f) => `beneficiary.${f}`),
  ...COMPANY_FIELD_NAMES.map((f) => `recipient.${f}`),
  'costCentre',
  'invoiceContact',
];

const profileValues = (p: AccountProfile): ProfileInput => ({
  firstName: p.firstName,
  lastName: p.lastName,
  company: p.company,
  address1: p.address1,
  address2: p.address2,
  city: p.city,
  zip: p.zip,
  country: p.country,
  vatId: p.vatId,
  phone: p.phone,
});

/** The account section: names, company details and phone; the email is shown and changed on /user-profile. */
function AccountSection({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const save = useSaveAccountProfile();
  const form = useForm<ProfileInput, unknown, z.output<typeof AccountProfileRequest>>({
    resolver: zodResolver(AccountProfileRequest),
    defaultValues: profileValues(profile),
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(profileValues(saved));
    } catch (e) {
      applyFieldErrors(e, form.setError, PROFILE_FIELD_NAMES);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-profile-title">
      <Card withBorder radius="lg" padding="lg" component="section">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="account-profile-title">
              {t('accountProfile.account.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('accountProfile.account.text')}
            </Text>
          </div>
          <NameFields control={form.control} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t('fields.email')}
              value={profile.email}
              readOnly
              description={
                <>
                  {t('accountProfile.account.emailHint')}{' '}
                  <Anchor component={Link} to="/user-profile" size="xs" underline="always">
                    {t('accountProfile.account.userProfileLink')}
                  </Anchor>
                </>
              }
            />
            <TextField
              control={form.control}
              name="phone"
              label={t('fields.phone')}
              description={t('registration.details.phoneHint')}
              placeholder="491701234567"
              inputMode="numeric"
              autoComplete="tel"
            />
          </SimpleGrid>
          <CompanyFields control={form.control} prefix="" idPrefix="account" />
          <SaveBar
            isDirty={form.formState.isDirty}
            isSaving={save.isPending}
            onDiscard={() => form.reset()}
          />
        </Stack>
      </Card>
    </form>
  );
}

const billingValues = (b: BillingDetails): BillingInput => ({
  beneficiary: { ...b.beneficiary },
  sameAsBeneficiary: b.sameAsBeneficiary,
  recipient: { ...b.recipient },
  costCentre: b.costCentre,
  invoiceContact: b.invoiceContact,
  version: b.version,
});

/** The "same as beneficiary" switch bound to the form. */
function SameAsBeneficiarySwitch({ control }: { control: Control<BillingInput> }) {
  const { t } = useTranslation();
  const { field } = useController({ control, name: 'sameAsBeneficiary' });
  return (
    <Switch
      ref={field.ref}
      name={field.name}
      checked={field.value}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      label={t('accountProfile.billing.sameAsBeneficiary')}
    />
  );
}

/** The billing section: beneficiary, invoice recipient (unless the same), cost centre and invoice contact. */
function BillingSection({
  billing,
  onReload,
}: {
  billing: BillingDetails;
  onReload: () => Promise<BillingDetails | undefined>;
}) {
  const { t } = useTranslation();
  const save = useSaveAccountBilling();
  const [isStale, setStale] = useState(false);
  const form = useForm<BillingInput, unknown, z.output<typeof BillingDetailsRequest>>({
    resolver: zodResolver(BillingDetailsRequest),
    defaultValues: billingValues(billing),
  });
  const isSame = useWatch({ control: form.control, name: 'sameAsBeneficiary' });
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(billingValues(saved));
    } catch (e) {
      if (isApiError(e) && e.errorKey === 'STALE_VERSION') setStale(true);
      else applyFieldErrors(e, form.setError, BILLING_FIELDS);
    }
  });
  const reload = async () => {
    const latest = await onReload();
    if (latest) form.reset(billingValues(latest));
    setStale(false);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-billing-title">
      <Card withBorder radius="lg" padding="lg" component="section">
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id="account-billing-title">
              {t('accountProfile.billing.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('accountProfile.billing.text')}
            </Text>
          </div>
          {isStale && <StaleAlert onReload={reload} />}
          <Title order={3} fz="md">
            {t('accountProfile.billing.beneficiary')}
          </Title>
          <CompanyFields control={form.control} prefix="beneficiary." idPrefix="beneficiary" />
          <Title order={3} fz="md">
            {t('accountProfile.billing.recipient')}
          </Title>
          <SameAsBeneficiarySwitch control={form.control} />
          {!isSame && <CompanyFields control={form.control} prefix="recipient." idPrefix="recipient" />}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextField
              control={form.control}
              name="costCentre"
              label={t('accountProfile.billing.costCentre')}
            />
            <TextField
              control={form.control}
              name="invoiceContact"
              label={t('accountProfile.billing.invoiceContact')}
              description={t('accountProfile.billing.invoiceContactHint')}
            />
          </SimpleGrid>
          <SaveBar
            isDirty={form.formState.isDirty}
            isSaving={save.isPending}
            onDiscard={() => form.reset()}
          />
        </Stack>
      </Card>
    </form>
  );
}

/**
 * The account's invoices with their PDFs, as on /subscription (hidden until it has some), and for a
 * subscription paid by card the provider's billing portal.
 */
function InvoicesSection() {
  const subscription = useSubscription();
  const invoices = subscription.data?.invoices ?? [];
  const isCard = subscription.data?.subscription?.paymentMethod === 'card';
  return (
    <>
      {isCard && (
        <Group justify="flex-end">
          <ManagePaymentButton />
        </Group>
      )}
      {invoices.length > 0 && <InvoiceTable invoices={invoices} />}
    </>
  );
}

/**
 * /profile (main account only): the account's company details and its billing details, each saved
 * with its own save bar, and the invoices issued to them. Card payments are managed in the payment
 * provider's portal, linked from /subscription.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.profile'));
  const profile = useAccountProfile();
  const billing = useAccountBilling();
  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('screens.profile')} subtitle={t('accountProfile.subtitle')} />
      {profile.data ? <AccountSection profile={profile.data} /> : <PageSkeleton variant="form" />}
      {billing.data ? (
        <BillingSection billing={billing.data} onReload={() => billing.refetch().then((r) => r.data)} />
      ) : (
        <PageSkeleton variant="form" />
      )}
      <InvoicesSection />
    </Stack>
  );
}
