// Public surface of the auth feature; the app shell wires these in.
// LoginDialogProvider renders the dialog itself and signs in with a `logIn` token from the address.
export { LoginDialogProvider } from './components/login-dialog-provider.tsx';
export { useLoginDialog } from '../../lib/login-dialog.ts';
export { useSignOut } from './hooks/use-sign-out.ts';
export type { LoginStep } from '../../lib/login-dialog.ts';
