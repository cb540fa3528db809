import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { LOGIN_DIALOG_RESET_MS } from '@portal/domain';
import { useTokenSignIn } from '../hooks/use-token-sign-in.ts';
import { LoginDialogContext, type LoginDialogState, type LoginStep } from '../../../lib/login-dialog.ts';

// The dialog (MUI's Dialog, the e-mail form) downloads when it is first opened: most visits never open it, and
// the shell's first script is smaller without it. Once mounted it stays, so it closes with its transition.
const LoginDialog = lazy(() => import('./login-dialog.tsx').then((m) => ({ default: m.LoginDialog })));

/**
 * Holds the login dialog's state, renders the dialog once for the whole app and signs in with a `logIn`
 * token found in the page address. Place it inside the router, the query client and notistack.
 */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);
  const [step, setStep] = useState<LoginStep>(0);
  const [nextPath, setNextPath] = useState('/');
  const [mounted, setMounted] = useState(false);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const currentPath = `${location.pathname}${location.search}`;

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const show = useCallback(
    (nextStep: LoginStep, path?: string) => {
      clearTimeout(resetTimer.current);
      setNextPath(path ?? currentPath);
      setStep(nextStep);
      setOpen(true);
      setMounted(true);
    },
    [currentPath],
  );

  const close = useCallback(() => {
    setOpen(false);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setStep(0), LOGIN_DIALOG_RESET_MS);
  }, []);

  useTokenSignIn({ onStart: () => show(2), onFinish: close });

  const value = useMemo<LoginDialogState>(
    () => ({ isOpen, step, nextPath, show, goToStep: setStep, close }),
    [isOpen, step, nextPath, show, close],
  );

  return (
    <LoginDialogContext.Provider value={value}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <LoginDialog />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}
