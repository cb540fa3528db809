import { WORKBENCH_MESSAGES, type TBackendBooking } from '@portal/domain';
import { AppError } from '../../platform/http/app-error.ts';

/** A FileID we can use as a booking id and in its address: the ERP's file numbers are short plain codes. */
const FILE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,49}$/;

/** Why the ERP did not book, for the log; the visitor reads the spec's words. */
export class ErpBookingError extends AppError {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super('UNAVAILABLE', message);
  }
}

function fileIdOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>).FileID;
  const text = typeof value === 'number' && Number.isSafeInteger(value) ? String(value) : value;
  return typeof text === 'string' && FILE_ID.test(text.trim()) ? text.trim() : null;
}

/**
 * Spec 000 §7 `POST {api}/bookingRequest`: sends the backend booking and answers the FileID that names the new
 * booking. No answer in time or a non-ok answer is 'Failed to request booking'; an answer without a usable FileID
 * is 'Unable to create booking'.
 */
export async function requestErpBooking(
  url: string,
  payload: TBackendBooking,
  timeoutMs: number,
): Promise<string> {
  let answer: Response;
  try {
    answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ErpBookingError(WORKBENCH_MESSAGES.failedToRequestBooking, `no answer: ${String(error)}`);
  }
  const text = await answer.text().catch(() => '');
  if (!answer.ok)
    throw new ErpBookingError(
      WORKBENCH_MESSAGES.failedToRequestBooking,
      `HTTP ${answer.status}: ${text.slice(0, 500)}`,
    );
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: no FileID either.
  }
  const fileId = fileIdOf(body);
  if (!fileId)
    throw new ErpBookingError(
      WORKBENCH_MESSAGES.unableToCreateBooking,
      `no FileID in: ${text.slice(0, 500)}`,
    );
  return fileId;
}
