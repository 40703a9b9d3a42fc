import type { UserStatus } from '@foyer/shared';
import { HOME_PATH, LOGIN_PATH } from '../lib/paths';

/** What a route requires of the visitor (spec §2). */
export type Requirement = 'public' | 'registrationStep' | 'loggedIn' | 'mainAccount';

export type GuardInput = {
  requirement: Requirement;
  /** /login and /registration/register: a logged-in user is sent on to the events. */
  guestOnly?: boolean;
  hasToken: boolean;
  /** The user's status; UNKNOWN when there is no user or it could not be loaded. */
  status: UserStatus;
  /** BUILD_FLAGS.phoneConfirmation */
  phoneConfirmation?: boolean;
};

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string };

const LOGGED_IN: readonly UserStatus[] = ['LOGGED_IN', 'SUB_ACCOUNT_LOGGED_IN'];

/** The statuses each requirement admits. */
export function allowedStatuses(requirement: Requirement, phoneConfirmation = false): readonly UserStatus[] {
  switch (requirement) {
    case 'public':
      return ['UNKNOWN', 'STEP_1', 'STEP_2', 'STEP_3', 'SUB_ACCOUNT_LOGGED_IN', 'LOGGED_IN'];
    case 'registrationStep':
      return phoneConfirmation
        ? ['STEP_1', 'STEP_2', 'STEP_3', ...LOGGED_IN]
        : ['STEP_1', 'STEP_2', ...LOGGED_IN];
    case 'loggedIn':
      return LOGGED_IN;
    case 'mainAccount':
      return ['LOGGED_IN'];
  }
}

/** Where a user whose status a route does not admit is sent (spec §2). */
export function redirectFor(status: UserStatus, requirement: Requirement, phoneConfirmation = false): string {
  if (status === 'STEP_1') return '/registration/details';
  if (status === 'STEP_2') return '/registration/email-confirmation';
  if (status === 'STEP_3' && phoneConfirmation) return '/registration/phone';
  if (status === 'SUB_ACCOUNT_LOGGED_IN' && requirement === 'mainAccount') return HOME_PATH;
  return LOGIN_PATH;
}

/** Whether a route may be entered, or where to go instead (spec §2 "Navigation guard"). */
export function decide(input: GuardInput): GuardDecision {
  const { requirement, guestOnly, hasToken, status, phoneConfirmation = false } = input;
  if (requirement === 'public') {
    if (guestOnly && hasToken && LOGGED_IN.includes(status)) return { kind: 'redirect', to: HOME_PATH };
    return { kind: 'allow' };
  }
  if (!hasToken) return { kind: 'redirect', to: LOGIN_PATH };
  if (allowedStatuses(requirement, phoneConfirmation).includes(status)) return { kind: 'allow' };
  return { kind: 'redirect', to: redirectFor(status, requirement, phoneConfirmation) };
}
