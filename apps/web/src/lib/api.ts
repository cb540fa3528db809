import type { ApiError } from '@portal/domain';

/** An API failure with the server's `{ code, message }`, the HTTP status and the whole answer (e.g. its `errors`). */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ApiError['code'] | 'NETWORK';
  readonly body: unknown;

  constructor(status: number, code: ApiRequestError['code'], message: string, body?: unknown) {
    super(message);
    this.status = status;
    this.code = code;
    this.body = body;
  }
}

// The browser's fetch; a render on the server (entry-server.tsx) hands its own in, answered in process.
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Where API requests go: the server's render sets it, the browser never does. */
export function setApiTransport(fetchApi: typeof fetch): void {
  transport = fetchApi;
}

async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await transport(`/api${path}`, {
      method,
      credentials: 'include',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiRequestError(0, 'NETWORK', (error as Error).message);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const err = (data ?? {}) as Partial<ApiError>;
    throw new ApiRequestError(
      response.status,
      err.code ?? 'INTERNAL',
      err.message ?? response.statusText,
      data,
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => request<T>('PATCH', path, body ?? {}),
  /** A body names what to delete when it is several records (the selected teams). */
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
};
