import { z } from 'zod';
import { APP_ERROR_STATUS, type AppErrorCode } from '@portal/domain';

/** The one error shape, for route response schemas and the OpenAPI document. */
export const ZApiError = z.object({
  code: z.enum(Object.keys(APP_ERROR_STATUS) as [AppErrorCode, ...AppErrorCode[]]),
  message: z.string(),
});
