import { QUOTE_MESSAGES } from '@portal/domain';
import { ApiRequestError } from '../../../lib/api.ts';

/**
 * The snackbar of a failed Get Quote request (spec 001 §8 "Get Quote responses"): 504 the timeout message, 500
 * the server message of the catalogue, 400 the server's own message (it names the field), any other status
 * the 'Whoops' message, and anything thrown without an answer (network) the timeout message.
 */
export function quoteErrorMessage(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return QUOTE_MESSAGES.timeout;
  if (error.code === 'NETWORK' || error.status === 504) return QUOTE_MESSAGES.timeout;
  if (error.status === 500) return QUOTE_MESSAGES.serverError;
  if (error.status === 400) return error.message;
  return QUOTE_MESSAGES.otherError;
}

/** A 400 names the field first ('origin: There is no port ...'); the form shows the rest under that field. */
export function fieldOfBadRequest(error: unknown): { field: string; message: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const match = /^([\w.]+): (.+)$/.exec(error.message);
  if (!match) return null;
  const [, path, message] = match;
  const field = path!.replace(/^containers\./, 'lines.');
  return { field, message: message! };
}
