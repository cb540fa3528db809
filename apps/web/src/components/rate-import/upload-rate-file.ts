import type { ApiError } from '@portal/domain';
import { RATE_URLS, type RateFileProblem, type RateImportSummary } from './types.ts';

/** A refused import: the server's `{ code, message }` and, for a file with bad rows, every problem. */
export class RateImportFailed extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiError['code'] | 'NETWORK',
    message: string,
    readonly problems: RateFileProblem[],
  ) {
    super(message);
  }
}

export interface RateUpload {
  done: Promise<RateImportSummary>;
  abort: () => void;
}

type Answer = Partial<RateImportSummary & ApiError & { errors: RateFileProblem[] }>;

/** POST /api/rates/import through XMLHttpRequest, because fetch reports no upload progress. */
export function uploadRateFile(file: File, onProgress: (fraction: number) => void): RateUpload {
  const xhr = new XMLHttpRequest();
  const done = new Promise<RateImportSummary>((resolve, reject) => {
    xhr.open('POST', RATE_URLS.import);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: Answer = {};
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as Answer) : {};
      } catch {
        // A proxy's HTML error page: the status text below says what there is to say.
      }
      if (xhr.status === 200) return resolve(body as RateImportSummary);
      reject(
        new RateImportFailed(
          xhr.status,
          body.code ?? 'INTERNAL',
          body.message ?? (xhr.statusText || `HTTP ${xhr.status}`),
          body.errors ?? [],
        ),
      );
    };
    xhr.onerror = () => reject(new RateImportFailed(0, 'NETWORK', 'The connection was lost.', []));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
