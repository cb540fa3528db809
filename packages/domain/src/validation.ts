import { z } from 'zod';

/** Spec 001 §5 Login: text, @, dotted domain. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export const ZEmail = z
  .string()
  .trim()
  .toLowerCase()
  .regex(EMAIL_PATTERN, 'Enter an e-mail address such as name@company.com.');
