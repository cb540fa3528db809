import { useSyncExternalStore } from 'react';

/**
 * Whether the Quick Search dialog is open: one flag for the whole app, so the shortcuts (app shell) and the
 * customers' nav button (top nav) open the same dialog.
 */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const openQuickSearch = () => set(true);
export const closeQuickSearch = () => set(false);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useQuickSearchOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => open,
    () => false,
  );
}
