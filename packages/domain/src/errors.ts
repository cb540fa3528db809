import { z } from 'zod';

/** One error shape for every API error: `{ code, message }`. The HTTP status comes from the code, in one place. */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface ApiError {
  code: AppErrorCode;
  message: string;
}

/** The error answer of every endpoint, for route response schemas, the OpenAPI document and the web. */
export const ZApiError = z.object({
  code: z.enum(Object.keys(APP_ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]]),
  message: z.string(),
});

/** An import's refusal: the error answer plus every problem of the file, each where it was found. */
export function zImportRejected<T extends z.ZodType>(problem: T) {
  return ZApiError.extend({ errors: z.array(problem).optional() });
}
