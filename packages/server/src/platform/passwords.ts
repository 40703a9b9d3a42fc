import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults. */
export const hashPassword = (password: string) => hash(password);

/** True when the password matches the stored hash; false for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Spends the time of one verification, so that an unknown email answers as slowly as a known one. */
export async function verifyAgainstDummy(password: string): Promise<void> {
  dummy ??= hash('dummy-password-for-timing');
  await verifyPassword(await dummy, password);
}
