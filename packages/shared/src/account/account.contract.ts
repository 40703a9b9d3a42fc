import { endpoints } from '../contract.js';
import {
  AccountProfileRequest,
  AccountProfileResults,
  BillingDetailsRequest,
  BillingDetailsResults,
} from './account.schema.js';

/** account/*: the main account's company details and billing details (spec §3 Account profile, Billing). */
export const accountApi = endpoints('account', {
  profile: {
    method: 'GET',
    path: '/account/profile',
    summary: "Get the account's profile",
    description: "The main account's company details (spec §3 Account profile) and, read-only, its email.",
    access: 'main',
    results: AccountProfileResults,
  },
  updateProfile: {
    method: 'PUT',
    path: '/account/profile',
    summary: "Save the account's profile",
    description:
      'Saves the company details (spec §5 rules: VAT id required and in the EU format for EU countries: fields.vatId = validation.vatRequired / validation.vatFormat). The email and password are changed on the user profile.',
    access: 'main',
    body: AccountProfileRequest,
    results: AccountProfileResults,
  },
  billing: {
    method: 'GET',
    path: '/account/billing',
    summary: "Get the account's billing details",
    description:
      'Beneficiary and invoice recipient ("same as beneficiary" until set otherwise), cost centre and invoice contact; before the first save the beneficiary is taken from the profile and version is 0.',
    access: 'main',
    results: BillingDetailsResults,
  },
  updateBilling: {
    method: 'PUT',
    path: '/account/billing',
    summary: "Save the account's billing details",
    description:
      'Saves the whole billing form with the version it was loaded with; a stale version: STALE_VERSION, nothing changed.',
    access: 'main',
    body: BillingDetailsRequest,
    results: BillingDetailsResults,
    errors: ['STALE_VERSION'],
  },
});
