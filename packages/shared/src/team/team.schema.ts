import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../auth/password.js';
import { MSG, emailField, optionalText, requiredText } from '../validators.js';

/** A sub-account's status: invited (has not set a password yet) or active. */
export const SUB_ACCOUNT_STATUSES = ['invited', 'active'] as const;
export type SubAccountStatus = (typeof SUB_ACCOUNT_STATUSES)[number];

/**
 * The events a sub-account may reach (beyond the spec: event access): null for every event of the
 * account, else the ids of the chosen ones — the server refuses the rest as if they did not exist.
 */
export const EventAccess = z
  .array(z.string().max(64, MSG.invalid), { error: MSG.invalid })
  .max(500, MSG.maxLength)
  .nullable();
export type EventAccess = z.infer<typeof EventAccess>;

/** One person of the main account's team (spec §3 Sub-account). */
export const SubAccount = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleDescription: z.string(),
  status: z.enum(SUB_ACCOUNT_STATUSES),
  eventIds: EventAccess,
  /** ISO date-time of the last login, null before the first. */
  lastLoginAt: z.string().nullable(),
  /** ISO date-time of the last invitation (a resend moves it). */
  invitedAt: z.string().nullable(),
});
export type SubAccount = z.infer<typeof SubAccount>;

/** GET sub-accounts: the team, the plan's limit and how many may still be added. */
export const SubAccountListResults = z.object({
  subAccounts: z.array(SubAccount),
  limit: z.number().int(),
  left: z.number().int(),
});
export type SubAccountListResults = z.infer<typeof SubAccountListResults>;

/** POST sub-accounts: invites a person (business email, as at sign-up); every event unless `eventIds` chooses. */
export const SubAccountCreateRequest = z.strictObject({
  email: emailField,
  firstName: requiredText(100),
  lastName: requiredText(100),
  roleDescription: optionalText(200),
  eventIds: EventAccess.optional(),
});
export type SubAccountCreateRequest = z.infer<typeof SubAccountCreateRequest>;

/** PUT sub-accounts/:id: the person's names, role and event access (the email stays; no `eventIds`: unchanged). */
export const SubAccountUpdateRequest = z.strictObject({
  firstName: requiredText(100),
  lastName: requiredText(100),
  roleDescription: optionalText(200),
  eventIds: EventAccess.optional(),
});
export type SubAccountUpdateRequest = z.infer<typeof SubAccountUpdateRequest>;

/** One sub-account. */
export const SubAccountResults = z.object({ subAccount: SubAccount });

/** POST sub-accounts/invitation: the invited person sets a password (spec §5 rules, checked by the server). */
export const InvitationAcceptRequest = z.strictObject({
  token: z.string({ error: MSG.required }).min(16, MSG.invalid).max(200, MSG.invalid),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(PASSWORD_MAX_LENGTH, MSG.maxLength),
});
export type InvitationAcceptRequest = z.infer<typeof InvitationAcceptRequest>;
