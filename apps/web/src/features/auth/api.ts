import { useMutation } from '@tanstack/react-query';
import { LOGIN_MESSAGES, type TLoginRequest, type TSessionInfo } from '@portal/domain';
import { ApiRequestError, api } from '../../lib/api.ts';

/** POST /api/session/request: e-mails a one-time login link that returns to `nextPath`. */
export function requestLoginLink(body: TLoginRequest): Promise<{ ok: true }> {
  return api.post<{ ok: true }>('/session/request', body);
}

/** POST /api/session/sign-in: trades the token of the login link for a session cookie. */
export function signInWithToken(token: string): Promise<TSessionInfo> {
  return api.post<TSessionInfo>('/session/sign-in', { token });
}

/** DELETE /api/session. */
export function signOutRequest(): Promise<void> {
  return api.delete<void>('/session');
}

export function useRequestLoginLink() {
  return useMutation({ mutationFn: requestLoginLink });
}

export function useSignInWithToken() {
  return useMutation({ mutationFn: signInWithToken });
}

/** Spec 001 §8 Login: 500 has its own words, other answers carry theirs, anything else is generic. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status !== 0) {
    if (error.status === 500) return LOGIN_MESSAGES.serverError;
    if (error.message) return error.message;
  }
  return LOGIN_MESSAGES.genericError;
}
