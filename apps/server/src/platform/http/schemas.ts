import { ZApiError } from '@portal/domain';

export { ZApiError };

/** The error answers most routes declare, so the OpenAPI document lists them. */
export const ERROR_ANSWERS = { 400: ZApiError, 401: ZApiError, 403: ZApiError, 404: ZApiError } as const;
