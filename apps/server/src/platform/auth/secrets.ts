import { hash, randomBytes } from 'node:crypto';

/** A random secret for a login link or a session cookie; only its hash is ever stored. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 in hex; runs on every signed-in request (the session cache is keyed by it), so the one-shot form. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}
