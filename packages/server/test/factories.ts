import { randomBytes } from 'node:crypto';
import { type Plan, type RegistrationState, flagsOf } from '@foyer/shared';
import type { Db } from '../src/db/client.js';
import type { UserRow } from '../src/db/schema/index.js';
import { createSession } from '../src/modules/auth/auth.service.js';
import { createUser } from '../src/modules/users/users.service.js';
import { hashPassword } from '../src/platform/passwords.js';
import { TEST_PUBLIC_URL } from './app.js';

export const DEFAULT_PASSWORD = 'Secret-pass1';

const hashes = new Map<string, Promise<string>>();
/** argon2 with defaults, computed once per distinct password in a file. */
const hashOnce = (password: string) => {
  let h = hashes.get(password);
  if (!h) {
    h = hashPassword(password);
    hashes.set(password, h);
  }
  return h;
};

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomBytes(5).toString('hex')}@acme-events.com`;

export type BuildUserOptions = {
  email?: string;
  password?: string;
  plan?: Plan;
  registrationState?: RegistrationState;
  accountType?: number;
  language?: UserRow['language'];
  firstName?: string;
  confirmationResends?: number;
};

/** A user (complete main account on the free plan unless told) and a session token for it. */
export async function buildUser(
  db: Db,
  options: BuildUserOptions = {},
): Promise<{ user: UserRow; token: string }> {
  const deps = { db, publicUrl: TEST_PUBLIC_URL };
  const state = options.registrationState ?? 'COMPLETE';
  const user = await createUser(deps, {
    email: options.email ?? uniqueEmail(),
    passwordHash: await hashOnce(options.password ?? DEFAULT_PASSWORD),
    registrationState: state,
    accountType: options.accountType ?? 0,
    language: options.language ?? 'en',
    firstName: options.firstName ?? (state === 'STEP_1' ? '' : 'Ada'),
    lastName: state === 'STEP_1' ? '' : 'Lovelace',
    company: state === 'STEP_1' ? '' : 'Acme Events',
    confirmationResends: options.confirmationResends ?? 0,
    ...flagsOf(options.plan ?? 'free'),
  });
  const token = await createSession(deps, user.id);
  return { user, token };
}
