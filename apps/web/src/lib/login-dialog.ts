import { createContext, useContext, useMemo } from 'react';

/** 0 'Enter Email Address', 1 'Open Email', 2 'Log in' (a token from the page address is being used). */
export type LoginStep = 0 | 1 | 2;

export interface LoginDialogState {
  isOpen: boolean;
  step: LoginStep;
  /** Where the e-mailed link brings the user back to. */
  nextPath: string;
  /** Opens the dialog at a step; `nextPath` defaults to the current page. */
  show: (step: LoginStep, nextPath?: string) => void;
  goToStep: (step: LoginStep) => void;
  /** Closes the dialog; the step resets LOGIN_DIALOG_RESET_MS later, after the closing animation. */
  close: () => void;
}

export const LoginDialogContext = createContext<LoginDialogState | null>(null);

export function useLoginDialogState(): LoginDialogState {
  const state = useContext(LoginDialogContext);
  if (!state) throw new Error('The login dialog needs a LoginDialogProvider above it.');
  return state;
}

/** Opens the 'Log in' dialog; after sign-in the user comes back to `nextPath` (default: the current page). */
export function useLoginDialog(): { open: (nextPath?: string) => void } {
  const { show } = useLoginDialogState();
  return useMemo(() => ({ open: (nextPath?: string) => show(0, nextPath) }), [show]);
}
