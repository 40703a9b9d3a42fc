import { USER_STATUSES, type UserStatus } from '@foyer/shared';
import { describe, expect, it } from 'vitest';
import { type GuardDecision, type Requirement, decide } from './guards';

const allow: GuardDecision = { kind: 'allow' };
const to = (path: string): GuardDecision => ({ kind: 'redirect', to: path });

/** Expected decision for every requirement × status with a stored token (phone flag off). */
const EXPECTED: Record<Requirement, Record<UserStatus, GuardDecision>> = {
  public: {
    UNKNOWN: allow,
    STEP_1: allow,
    STEP_2: allow,
    STEP_3: allow,
    SUB_ACCOUNT_LOGGED_IN: allow,
    LOGGED_IN: allow,
  },
  registrationStep: {
    UNKNOWN: to('/login'),
    STEP_1: allow,
    STEP_2: allow,
    STEP_3: to('/login'),
    SUB_ACCOUNT_LOGGED_IN: allow,
    LOGGED_IN: allow,
  },
  loggedIn: {
    UNKNOWN: to('/login'),
    STEP_1: to('/registration/details'),
    STEP_2: to('/registration/email-confirmation'),
    STEP_3: to('/login'),
    SUB_ACCOUNT_LOGGED_IN: allow,
    LOGGED_IN: allow,
  },
  mainAccount: {
    UNKNOWN: to('/login'),
    STEP_1: to('/registration/details'),
    STEP_2: to('/registration/email-confirmation'),
    STEP_3: to('/login'),
    SUB_ACCOUNT_LOGGED_IN: to('/events/list'),
    LOGGED_IN: allow,
  },
};

const REQUIREMENTS = Object.keys(EXPECTED) as Requirement[];

describe('decide (navigation guard, spec §2)', () => {
  for (const requirement of REQUIREMENTS) {
    for (const status of USER_STATUSES) {
      it(`${requirement} route, status ${status}, with token → ${JSON.stringify(EXPECTED[requirement][status])}`, () => {
        expect(decide({ requirement, status, hasToken: true })).toEqual(EXPECTED[requirement][status]);
      });
    }
  }

  for (const requirement of REQUIREMENTS.filter((r) => r !== 'public')) {
    it(`sends a visitor without token from a ${requirement} route to /login`, () => {
      for (const status of USER_STATUSES) {
        expect(decide({ requirement, status, hasToken: false })).toEqual(to('/login'));
      }
    });
  }

  it('lets a visitor without token open public routes', () => {
    expect(decide({ requirement: 'public', status: 'UNKNOWN', hasToken: false })).toEqual(allow);
    expect(decide({ requirement: 'public', guestOnly: true, status: 'UNKNOWN', hasToken: false })).toEqual(
      allow,
    );
  });

  describe('guest-only pages (/login, /registration/register)', () => {
    for (const status of USER_STATUSES) {
      const expected =
        status === 'LOGGED_IN' || status === 'SUB_ACCOUNT_LOGGED_IN' ? to('/events/list') : allow;
      it(`status ${status} → ${JSON.stringify(expected)}`, () => {
        expect(decide({ requirement: 'public', guestOnly: true, status, hasToken: true })).toEqual(expected);
      });
    }
  });

  describe('with the phone-confirmation flag on', () => {
    it('admits STEP_3 to registration steps', () => {
      expect(
        decide({
          requirement: 'registrationStep',
          status: 'STEP_3',
          hasToken: true,
          phoneConfirmation: true,
        }),
      ).toEqual(allow);
    });
    it('sends STEP_3 from logged-in routes to the phone step', () => {
      expect(
        decide({ requirement: 'loggedIn', status: 'STEP_3', hasToken: true, phoneConfirmation: true }),
      ).toEqual(to('/registration/phone'));
    });
  });
});
