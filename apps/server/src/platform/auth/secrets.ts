import { createHash, randomBytes } from 'node:crypto';

/** A random secret for a login link or a session cookie; only its hash is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
