import {
  type AccountProfile,
  type BillingDetails,
  accountApi,
  subscriptionApi,
  usersApi,
} from '@foyer/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeApi, fakeApi } from '../../test/fakeApi';
import { renderAt } from '../editor/testing';
import {
  FREE_RESULTS,
  buildInvoice,
  buildSubscription,
  buildSubscriptionResults,
} from '../subscription/testing';
import { buildUser } from '../users/testing';
import ProfilePage from './ProfilePage';

afterEach(() => vi.unstubAllGlobals());

const PROFILE: AccountProfile = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: 'Acme Events GmbH',
  address1: 'Hauptstraße 1',
  address2: '',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
  vatId: 'DE123456789',
  phone: '',
  email: 'ada@acme-events.com',
};

const PARTY = {
  company: 'Acme Events GmbH',
  address1: 'Hauptstraße 1',
  address2: '',
  city: 'Berlin',
  zip: '10115',
  country: 'DE',
  vatId: 'DE123456789',
};
const EMPTY = { company: '', address1: '', address2: '', city: '', zip: '', country: '', vatId: '' };

const BILLING: BillingDetails = {
  beneficiary: PARTY,
  sameAsBeneficiary: true,
  recipient: EMPTY,
  costCentre: '',
  invoiceContact: '',
  version: 0,
};

const render = (setup: (fake: FakeApi) => void = () => {}) => {
  const fake = fakeApi()
    .on(usersApi.me, { data: buildUser() })
    .on(accountApi.profile, { profile: PROFILE })
    .on(accountApi.billing, { billing: BILLING })
    .on(subscriptionApi.get, FREE_RESULTS)
    .on(accountApi.updateProfile, ({ body }) => ({ profile: { ...PROFILE, ...body } as AccountProfile }));
  setup(fake);
  renderAt(<ProfilePage />, '/profile', '/profile', ['/user-profile']);
  return fake;
};

const accountForm = () => screen.findByRole('form', { name: 'Account' });
const billingForm = () => screen.findByRole('form', { name: 'Billing' });

describe('ProfilePage', () => {
  it('lists the invoices with their PDFs once there are some', async () => {
    const invoice = buildInvoice({ number: '2027-000007' });
    render((f) => f.on(subscriptionApi.get, buildSubscriptionResults({ invoices: [invoice] })));
    const table = await screen.findByRole('region', { name: 'Invoices' });
    expect(within(table).getByText('2027-000007')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Download invoice 2027-000007 as PDF' })).toBeTruthy();
  });

  it('links a card subscription to the provider’s billing portal', async () => {
    const fake = render((f) =>
      f
        .on(
          subscriptionApi.get,
          buildSubscriptionResults({
            subscription: buildSubscription({ paymentMethod: 'card' }),
            invoices: [],
          }),
        )
        .on(subscriptionApi.portal, { url: 'https://billing.example.test/session' }),
    );
    const button = await screen.findByRole('button', { name: 'Manage payment method' });
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      set href(url: string) {
        assign(url);
      },
    });
    await userEvent.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.test/session'));
    expect(fake.calls(subscriptionApi.portal)).toHaveLength(1);
  });

  it('shows no invoice section before the first invoice', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Billing' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invoices' })).toBeNull();
  });

  it('shows the account profile with the email read-only and a link to the user profile', async () => {
    render();
    const form = await accountForm();
    expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Company' }).value).toBe(
      'Acme Events GmbH',
    );
    const email = within(form).getByRole<HTMLInputElement>('textbox', { name: 'Email' });
    expect(email.value).toBe('ada@acme-events.com');
    expect(email.readOnly).toBe(true);
    expect(within(form).getByRole('link', { name: 'Open user profile' }).getAttribute('href')).toBe(
      '/user-profile',
    );
    expect(screen.queryByRole('link', { name: /billing portal/i })).toBeNull();
  });

  it('saves the changed profile with the save bar', async () => {
    const fake = render();
    const form = await accountForm();
    const save = within(form).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    const company = within(form).getByRole('textbox', { name: 'Company' });
    await userEvent.clear(company);
    await userEvent.type(company, 'Acme Live GmbH');
    await userEvent.click(save);
    await waitFor(() => expect(fake.calls(accountApi.updateProfile)).toHaveLength(1));
    expect(fake.calls(accountApi.updateProfile)[0]!.body).toMatchObject({
      company: 'Acme Live GmbH',
      country: 'DE',
      vatId: 'DE123456789',
    });
    expect(fake.calls(accountApi.updateProfile)[0]!.body).not.toHaveProperty('email');
    await waitFor(() =>
      expect(within(form).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true),
    );
  });

  it('shows a VAT id in the wrong EU format on the field and sends nothing', async () => {
    const fake = render();
    const form = await accountForm();
    const vat = within(form).getByRole('textbox', { name: 'VAT ID' });
    await userEvent.clear(vat);
    await userEvent.type(vat, 'DE12');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This is not a valid VAT ID for the selected country')).toBeTruthy();
    await userEvent.clear(vat);
    expect(await within(form).findByText('A VAT ID is required for EU countries')).toBeTruthy();
    expect(fake.calls(accountApi.updateProfile)).toHaveLength(0);
  });

  it("shows the server's field errors on the fields", async () => {
    render((fake) =>
      fake.on(accountApi.updateProfile, {
        errorKey: 'VALIDATION_FAILED',
        results: { fields: { vatId: 'validation.vatFormat' } },
      }),
    );
    const form = await accountForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'City' }), ' Mitte');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This is not a valid VAT ID for the selected country')).toBeTruthy();
  });

  it('hides the invoice recipient while "same as beneficiary" is on and sends it when off', async () => {
    const fake = render((f) =>
      f.on(accountApi.updateBilling, ({ body }) => ({
        billing: { ...BILLING, ...(body as object), version: 1 } as BillingDetails,
      })),
    );
    const form = await billingForm();
    expect(within(form).getAllByRole('textbox', { name: 'Company' })).toHaveLength(1);
    const same = within(form).getByRole('switch', { name: 'Same as beneficiary' });
    expect(same).toHaveProperty('checked', true);

    await userEvent.click(same);
    const [, recipientCompany] = within(form).getAllByRole('textbox', { name: 'Company' });
    await userEvent.type(recipientCompany!, 'Client SA');
    await userEvent.type(
      within(form).getAllByRole('textbox', { name: 'Address line 1' })[1]!,
      '1 rue de la Paix',
    );
    await userEvent.type(within(form).getAllByRole('textbox', { name: 'ZIP code' })[1]!, '75002');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cost centre' }), 'KST 4711');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The recipient has no country yet: refused on its field, nothing sent.
    expect(await within(form).findByText('Required')).toBeTruthy();
    expect(within(form).getAllByText('Required')).toHaveLength(1);
    expect(fake.calls(accountApi.updateBilling)).toHaveLength(0);

    await userEvent.click(same);
    expect(within(form).getAllByRole('textbox', { name: 'Company' })).toHaveLength(1);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(accountApi.updateBilling)).toHaveLength(1));
    const body = fake.calls(accountApi.updateBilling)[0]!.body;
    expect(body).toMatchObject({
      beneficiary: PARTY,
      sameAsBeneficiary: true,
      costCentre: 'KST 4711',
      version: 0,
    });
    expect(body).not.toHaveProperty('recipient');
  });

  it('sends a recipient that differs from the beneficiary', async () => {
    const fake = render((f) =>
      f
        .on(accountApi.billing, {
          billing: {
            ...BILLING,
            sameAsBeneficiary: false,
            recipient: { ...PARTY, company: 'Client SA', country: 'CH', vatId: '' },
            version: 3,
          },
        })
        .on(accountApi.updateBilling, ({ body }) => ({
          billing: { ...BILLING, ...(body as object), version: 4 } as BillingDetails,
        })),
    );
    const form = await billingForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Invoice contact' }), 'ap@client.ch');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.calls(accountApi.updateBilling)).toHaveLength(1));
    expect(fake.calls(accountApi.updateBilling)[0]!.body).toMatchObject({
      sameAsBeneficiary: false,
      recipient: { company: 'Client SA', country: 'CH', vatId: '' },
      invoiceContact: 'ap@client.ch',
      version: 3,
    });
  });

  it('offers a reload when someone else saved the billing details meanwhile', async () => {
    const fake = render((f) =>
      f
        .on(accountApi.updateBilling, { errorKey: 'STALE_VERSION' })
        .on(
          accountApi.billing,
          { billing: BILLING },
          { billing: { ...BILLING, costCentre: 'Theirs', version: 2 } },
        ),
    );
    const form = await billingForm();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cost centre' }), 'Mine');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = await within(form).findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: /reload/i }));
    await waitFor(() =>
      expect(within(form).getByRole<HTMLInputElement>('textbox', { name: 'Cost centre' }).value).toBe(
        'Theirs',
      ),
    );
    expect(within(form).queryByRole('alert')).toBeNull();
    expect(fake.calls(accountApi.billing)).toHaveLength(2);
  });
});
