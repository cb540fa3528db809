import { Backdrop, CircularProgress } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { BACKDROP_Z_INDEX } from '@portal/domain';

interface GlobalLoading {
  start: () => void;
  stop: () => void;
}

const GlobalLoadingContext = createContext<GlobalLoading | null>(null);

/** A full-screen backdrop spinner shown while any global loading is in progress (spec 001 §2.1). */
export function GlobalLoadingProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const start = useCallback(() => setCount((c) => c + 1), []);
  const stop = useCallback(() => setCount((c) => Math.max(0, c - 1)), []);
  const value = useMemo(() => ({ start, stop }), [start, stop]);
  return (
    <GlobalLoadingContext.Provider value={value}>
      {children}
      <FullScreenSpinner open={count > 0} />
    </GlobalLoadingContext.Provider>
  );
}

/**
 * Unmounted when closed: a hidden spinner still runs its SVG animation on the main thread, a style recalculation
 * every frame (about a fifth of a core on every open page, for as long as the page stays open).
 */
export function FullScreenSpinner({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} unmountOnExit sx={{ zIndex: BACKDROP_Z_INDEX, color: '#fff' }} aria-busy={open}>
      <CircularProgress color="inherit" aria-label="Loading" />
    </Backdrop>
  );
}

export function useGlobalLoading(): GlobalLoading {
  const value = useContext(GlobalLoadingContext);
  if (!value) throw new Error('useGlobalLoading needs a GlobalLoadingProvider above it.');
  return value;
}
