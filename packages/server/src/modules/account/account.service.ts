import {
  type AccountProfile,
  type AccountProfileInput,
  type BillingDetails,
  type BillingDetailsInput,
  type BillingParty,
  EMPTY_BILLING_PARTY,
  normalizeVatId,
} from '@foyer/shared';
import type { Deps } from '../../context.js';
import type { StoredBillingParty, UserRow } from '../../db/schema/index.js';
import { AppError } from '../../errors.js';
import * as usersService from '../users/users.service.js';
import * as repo from './account.repository.js';

/** The company details of a main account's row. */
export function presentProfile(row: UserRow): AccountProfile {
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    company: row.company,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    zip: row.zip,
    country: row.country,
    vatId: row.vatId,
    phone: row.phone,
    email: row.email,
  };
}

/** Saves the company details on the main account (users columns, through users.service). Throws NOT_FOUND. */
export async function saveProfile(
  deps: Deps,
  accountId: string,
  input: AccountProfileInput,
): Promise<AccountProfile> {
  const row = await usersService.updateUser(deps, accountId, {
    firstName: input.firstName,
    lastName: input.lastName,
    company: input.company,
    address1: input.address1,
    address2: input.address2 ?? '',
    city: input.city ?? '',
    zip: input.zip,
    country: input.country,
    vatId: input.vatId ? normalizeVatId(input.vatId) : '',
    phone: input.phone ?? '',
    updatedAt: new Date(),
  });
  return presentProfile(row);
}

const party = (p: {
  company: string;
  address1: string;
  address2?: string;
  city?: string;
  zip: string;
  country: string;
  vatId?: string;
}): StoredBillingParty => ({
  company: p.company,
  address1: p.address1,
  address2: p.address2 ?? '',
  city: p.city ?? '',
  zip: p.zip,
  country: p.country,
  vatId: p.vatId ? normalizeVatId(p.vatId) : '',
});

/** The account's profile as a beneficiary: what the billing form starts with. */
const profileParty = (row: UserRow): BillingParty => ({
  company: row.company,
  address1: row.address1,
  address2: row.address2,
  city: row.city,
  zip: row.zip,
  country: row.country,
  vatId: row.vatId,
});

/**
 * The account's billing details; before the first save, the profile's company as beneficiary,
 * "same as beneficiary" and version 0. Throws nothing.
 */
export async function getBilling(deps: Deps, account: UserRow): Promise<BillingDetails> {
  const row = await repo.findBilling(deps.db, account.id);
  if (!row)
    return {
      beneficiary: profileParty(account),
      sameAsBeneficiary: true,
      recipient: { ...EMPTY_BILLING_PARTY },
      costCentre: '',
      invoiceContact: '',
      version: 0,
    };
  return {
    beneficiary: row.beneficiary,
    sameAsBeneficiary: row.sameAsBeneficiary,
    recipient: row.recipient ?? { ...EMPTY_BILLING_PARTY },
    costCentre: row.costCentre,
    invoiceContact: row.invoiceContact,
    version: row.version,
  };
}

/**
 * Saves the whole billing form over the version it was loaded with (0: none saved yet).
 * Throws STALE_VERSION (nothing changed).
 */
export async function saveBilling(
  deps: Deps,
  account: UserRow,
  input: BillingDetailsInput,
): Promise<BillingDetails> {
  const values: repo.BillingValues = {
    beneficiary: party(input.beneficiary),
    sameAsBeneficiary: input.sameAsBeneficiary,
    recipient: input.recipient ? party(input.recipient) : null,
    costCentre: input.costCentre ?? '',
    invoiceContact: input.invoiceContact ?? '',
  };
  const saved =
    input.version === 0
      ? await repo.insertBilling(deps.db, account.id, values)
      : await repo.updateBilling(deps.db, account.id, input.version, values);
  if (!saved) throw new AppError('STALE_VERSION');
  return getBilling(deps, account);
}
