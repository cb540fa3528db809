import { APP_ERROR_STATUS, type AppErrorCode } from '@portal/domain';

/** The one error type services throw; the central handler turns it into `{ code, message }`. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly statusCode: number;

  constructor(code: AppErrorCode, message: string) {
    super(message);
    this.code = code;
    this.statusCode = APP_ERROR_STATUS[code];
  }
}

export const notFound = (what = 'The record'): AppError =>
  new AppError('NOT_FOUND', `${what} was not found.`);
export const badRequest = (message: string): AppError => new AppError('BAD_REQUEST', message);
export const forbidden = (message = 'You may not do this.'): AppError => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Please log in first.'): AppError =>
  new AppError('UNAUTHORIZED', message);
export const conflict = (message: string): AppError => new AppError('CONFLICT', message);
