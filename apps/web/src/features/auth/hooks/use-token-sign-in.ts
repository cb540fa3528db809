import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGIN_MESSAGES } from '@portal/domain';
import { useNotify } from '../../../lib/notify.ts';
import { sessionQueryKey } from '../../../lib/session.ts';
import { useSignInWithToken } from '../api.ts';

/** Query parameter of the e-mailed login link (spec 001 §7). */
export const LOGIN_TOKEN_PARAM = 'logIn';

interface TokenSignInCallbacks {
  /** The token was found: show step 2 'Log in'. */
  onStart: () => void;
  /** Signed in or refused: close the dialog. */
  onFinish: () => void;
}

/**
 * Signs in with the token of a login link: takes `logIn` out of the address (keeping the other parameters),
 * posts it and puts the answered session into the cache so the app re-renders as the signed-in user.
 */
export function useTokenSignIn({ onStart, onFinish }: TokenSignInCallbacks): void {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const signIn = useSignInWithToken();
  // StrictMode runs effects twice and the address changes once more when the token is removed: use it once.
  const usedToken = useRef<string | null>(null);

  const start = useEffectEvent((token: string, params: URLSearchParams) => {
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true },
    );
    onStart();
    signIn.mutate(token, {
      onSuccess: (session) => {
        queryClient.setQueryData(sessionQueryKey, session);
        void queryClient.invalidateQueries({
          predicate: (query) => query.queryKey[0] !== sessionQueryKey[0],
        });
        notify.success(LOGIN_MESSAGES.signInSuccess);
      },
      onError: () => notify.error(LOGIN_MESSAGES.signInFailed),
      onSettled: () => onFinish(),
    });
  });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get(LOGIN_TOKEN_PARAM);
    if (!token || usedToken.current === token) return;
    usedToken.current = token;
    params.delete(LOGIN_TOKEN_PARAM);
    start(token, params);
  }, [location.search]);
}
