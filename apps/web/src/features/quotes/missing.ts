import { ApiRequestError } from '../../lib/api.ts';

/** 404 (unknown or another company's record) or 400 (an id that is no number): there is nothing to show. */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}
