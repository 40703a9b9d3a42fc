import { randomBytes } from 'node:crypto';
import { type AssetKind, type Plan, type RegistrationState, flagsOf } from '@foyer/shared';
import type { Db } from '../src/db/client.js';
import type { AssetRow, EventRow, UserRow } from '../src/db/schema/index.js';
import { insertAssets } from '../src/modules/assets/assets.repository.js';
import { createSession } from '../src/modules/auth/auth.service.js';
import { insertEvent } from '../src/modules/events/events.repository.js';
import { createUser } from '../src/modules/users/users.service.js';
import { hashPassword } from '../src/platform/passwords.js';
import type { Storage } from '../src/platform/storage/storage.js';
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

export type BuildAssetOptions = {
  kind?: AssetKind;
  name?: string;
  /** Null for a template asset. */
  tenantId?: string | null;
  width?: number;
  height?: number;
};

/**
 * An asset row with a small stored file (a 1x1 PNG whatever the kind), without the upload pipeline:
 * for modules that use assets (event logos, booth documents…) and their usage tests.
 */
export async function buildAsset(
  t: { db: Db; storage: Storage },
  options: BuildAssetOptions & { tenantId: string | null },
): Promise<AssetRow> {
  const key = `assets/${randomBytes(16).toString('hex')}/v1.${randomBytes(4).toString('hex')}/original.png`;
  await t.storage.put(key, ONE_PIXEL_PNG, 'image/png');
  const [row] = await insertAssets(t.db, [
    {
      tenantId: options.tenantId,
      kind: options.kind ?? 'image',
      origin: options.tenantId ? 'custom' : 'template',
      name: options.name ?? 'Test asset',
      mime: 'image/png',
      size: ONE_PIXEL_PNG.length,
      width: options.width ?? 1,
      height: options.height ?? 1,
      originalKey: key,
    },
  ]);
  return row!;
}

export type BuildEventOptions = { tenantId: string; name?: string };

/** An event of the tenant with an empty venue (no rooms yet), as the element editor starts from. */
export async function buildEvent(db: Db, options: BuildEventOptions): Promise<EventRow> {
  const name = options.name ?? `Event ${randomBytes(4).toString('hex')}`;
  return insertEvent(db, {
    tenantId: options.tenantId,
    name,
    title1: name,
    mainColor: '#1f5fbf',
    textColor: '#ffffff',
    pageCode: randomBytes(6).toString('hex'),
    origin: 'test',
  });
}

const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
