import { useCallback, useReducer } from 'react';

/** A module fetched on demand once; every component asking for it shares the download. */
export interface LazyModule<M> {
  /** The module if it has arrived. */
  get: () => M | null;
  /** Starts the download (again after a failure); resolves when the module is there. */
  load: () => Promise<M>;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    get: () => loaded,
    load: () =>
      (pending ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // Offline or a new deployment: the next wish tries again.
          pending = null;
          throw error;
        },
      )),
  };
}

/**
 * The module once it is there, and `wake` to start its download: unlike React.lazy nothing suspends, so the caller
 * keeps showing its stand-in until the module arrives, then re-renders.
 */
export function useLazyModule<M>(module: LazyModule<M>): [M | null, () => void] {
  const [, arrived] = useReducer((n: number) => n + 1, 0);
  const wake = useCallback(() => {
    if (module.get()) return;
    module.load().then(arrived, () => undefined);
  }, [module]);
  return [module.get(), wake];
}
