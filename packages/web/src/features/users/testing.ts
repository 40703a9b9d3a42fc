import { type RegistrationState, type User, userStatusOf } from '@foyer/shared';

/**
 * A user as `GET user` presents it: a main account on the free plan whose sign-up is complete, unless
 * told otherwise (the status follows the registration state and the account type).
 */
export function buildUser(
  options: { registrationState?: RegistrationState; accountType?: number } & Partial<User> = {},
): User {
  const { registrationState = 'COMPLETE', accountType = 0, ...overrides } = options;
  return {
    id: 'u1',
    email: 'ada@acme-events.com',
    status: userStatusOf({ registrationState, accountType }),
    registrationState,
    profile: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      accountType,
      company: 'Acme Events',
      address1: '1 Engine Street',
      address2: '',
      city: 'London',
      zip: '10115',
      country: 'GB',
      vatId: '',
      phone: '',
    },
    language: 'en',
    premium: false,
    business: false,
    plan: 'free',
    maxSubAccounts: 0,
    subAccountsLeft: 0,
    events: 0,
    confirmationResendsLeft: 3,
    ...overrides,
  };
}
