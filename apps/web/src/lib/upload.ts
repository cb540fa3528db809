import { DOCUMENT_MESSAGES, SNACKBAR, type ApiError } from '@portal/domain';
import { ApiRequestError } from './api.ts';

/** A file on its way: the server's answer once it is stored, and a way to cancel it before. */
export interface UploadHandle<T> {
  done: Promise<T>;
  abort: () => void;
}

/**
 * Posts one file as multipart `file` through XMLHttpRequest, because fetch reports no upload progress.
 * Resolves with the parsed answer of a 2xx; fails with an ApiRequestError carrying the server's `{ code, message }`
 * and whole answer, or with an AbortError once cancelled.
 */
export function uploadFile<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  /** Form fields sent before the file, so a server reading the stream meets them first. */
  fields: Readonly<Record<string, string>> = {},
): UploadHandle<T> {
  const xhr = new XMLHttpRequest();
  const done = new Promise<T>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // A proxy's HTML error page: the status text below says what there is to say.
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = (body ?? {}) as Partial<ApiError>;
      reject(
        new ApiRequestError(
          xhr.status,
          error.code ?? 'INTERNAL',
          error.message ?? (xhr.statusText || `HTTP ${xhr.status}`),
          body,
        ),
      );
    };
    xhr.onerror = () => reject(new ApiRequestError(0, 'NETWORK', 'The connection was lost.'));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}

/**
 * The server's reason an upload failed, or null when there is none to tell: the connection broke, or the answer
 * was no API error (a proxy's page). The snackbar then says the spec's short 'Failed to upload file!'.
 */
export function uploadFailureReason(error: Error): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === 'NETWORK' || error.status === 0) return null;
  const body = error.body as Partial<ApiError> | undefined;
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

/** The upload failure snackbar's words and duration (spec 000 §8, §9). */
export function uploadFailureNotice(error: Error): { message: string; ms: number } {
  const reason = uploadFailureReason(error);
  return {
    message: DOCUMENT_MESSAGES.uploadFailure(reason),
    ms: reason ? SNACKBAR.defaultMs : SNACKBAR.errorMs,
  };
}
