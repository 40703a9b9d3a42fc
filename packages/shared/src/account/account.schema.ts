import { z } from 'zod';
import { isCountryCode } from '../countryCodes.js';
import { MSG, PHONE, optionalText, requiredText } from '../validators.js';
import { vatIdIssue } from '../vat.js';

const countryField = z
  .string({ error: MSG.required })
  .min(1, MSG.required)
  .refine(isCountryCode, MSG.country);

/** The account's company details (spec §3 Account profile); the email is shown, changed on /user-profile. */
export const AccountProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  vatId: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type AccountProfile = z.infer<typeof AccountProfile>;

/** GET/PUT account/profile */
export const AccountProfileResults = z.object({ profile: AccountProfile });
export type AccountProfileResults = z.infer<typeof AccountProfileResults>;

/** PUT account/profile: the rules of the sign-up's details (spec §5); the VAT id in the EU format for EU countries. */
export const AccountProfileRequest = z
  .strictObject({
    firstName: requiredText(100),
    lastName: requiredText(100),
    company: requiredText(200),
    address1: requiredText(200),
    address2: optionalText(200),
    city: optionalText(100),
    zip: requiredText(20),
    country: countryField,
    vatId: optionalText(30),
    phone: z
      .string()
      .trim()
      .refine((v) => v === '' || PHONE.test(v), MSG.phone)
      .optional(),
  })
  .superRefine((v, ctx) => {
    const issue = vatIdIssue(v.country, v.vatId);
    if (issue) ctx.addIssue({ code: 'custom', path: ['vatId'], message: issue });
  });
export type AccountProfileRequest = z.input<typeof AccountProfileRequest>;
export type AccountProfileInput = z.output<typeof AccountProfileRequest>;

/** One party of an invoice (spec §3 Billing): the beneficiary or the invoice recipient. */
export const BillingParty = z.object({
  company: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  zip: z.string(),
  country: z.string(),
  vatId: z.string(),
});
export type BillingParty = z.infer<typeof BillingParty>;

/** The billing details of the account, used later on invoices. `version` increases with every save. */
export const BillingDetails = z.object({
  beneficiary: BillingParty,
  /** The invoice goes to the beneficiary (the default); `recipient` is then ignored. */
  sameAsBeneficiary: z.boolean(),
  recipient: BillingParty,
  costCentre: z.string(),
  /** Who receives the invoice: a name and/or email, free text. */
  invoiceContact: z.string(),
  /** 0 while nothing was saved yet. */
  version: z.number().int(),
});
export type BillingDetails = z.infer<typeof BillingDetails>;

/** GET/PUT account/billing */
export const BillingDetailsResults = z.object({ billing: BillingDetails });
export type BillingDetailsResults = z.infer<typeof BillingDetailsResults>;

const BillingPartyInput = z
  .strictObject({
    company: requiredText(200),
    address1: requiredText(200),
    address2: optionalText(200),
    city: optionalText(100),
    zip: requiredText(20),
    country: countryField,
    vatId: optionalText(30),
  })
  .superRefine((v, ctx) => {
    const issue = vatIdIssue(v.country, v.vatId);
    if (issue) ctx.addIssue({ code: 'custom', path: ['vatId'], message: issue });
  });

/** An empty party: the recipient while "same as beneficiary" is on. */
export const EMPTY_BILLING_PARTY: BillingParty = {
  company: '',
  address1: '',
  address2: '',
  city: '',
  zip: '',
  country: '',
  vatId: '',
};

/**
 * PUT account/billing: the whole form and the `version` it was loaded with (0 before the first
 * save); a stale version is refused with STALE_VERSION. The recipient is checked only when it
 * differs from the beneficiary.
 */
export const BillingDetailsRequest = z
  .strictObject({
    beneficiary: BillingPartyInput,
    sameAsBeneficiary: z.boolean({ error: MSG.required }),
    /** Checked only when sameAsBeneficiary is false. */
    recipient: z.record(z.string(), z.string()).optional(),
    costCentre: optionalText(100),
    invoiceContact: optionalText(200),
    version: z.number({ error: MSG.required }).int(MSG.numeric).min(0, MSG.invalid),
  })
  .superRefine((v, ctx) => {
    if (v.sameAsBeneficiary) return;
    const parsed = BillingPartyInput.safeParse(v.recipient ?? {});
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['recipient', ...issue.path], message: issue.message });
  })
  .transform((v) => ({
    ...v,
    recipient: v.sameAsBeneficiary ? undefined : BillingPartyInput.parse(v.recipient ?? {}),
  }));
export type BillingDetailsRequest = z.input<typeof BillingDetailsRequest>;
export type BillingDetailsInput = z.output<typeof BillingDetailsRequest>;
