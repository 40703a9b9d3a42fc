import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 32 random bytes, base64url. */
export const newToken = () => randomBytes(32).toString('base64url');

/** How a token is stored: sha256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
