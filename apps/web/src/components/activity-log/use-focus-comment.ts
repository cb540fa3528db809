import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long the focused comment stays highlighted. */
const HIGHLIGHT_MS = 4000;
/** How many older pages the log loads at most looking for the comment. */
const MAX_EXTRA_PAGES = 20;

/**
 * Spec 000 §2: a `focusComment` query parameter scrolls to that comment, highlights it, then removes the parameter.
 * The comment may sit on an older page: those load until it shows, or the log ends.
 */
export function useFocusComment(log: {
  ids: readonly string[];
  ready: boolean;
  pagesLoaded: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}): string | null {
  const [params, setParams] = useSearchParams();
  const target = params.get('focusComment');
  const [focused, setFocused] = useState<string | null>(null);
  const { ids, ready, pagesLoaded, hasNextPage, isFetchingNextPage, fetchNextPage } = log;
  const found = target !== null && ids.includes(target);

  useEffect(() => {
    if (!target || !ready) return;
    const drop = () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('focusComment');
          return next;
        },
        { replace: true },
      );
    if (found) {
      document
        .getElementById(`activity-${target}`)
        ?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
      setFocused(target);
      drop();
      return;
    }
    if (hasNextPage && pagesLoaded <= MAX_EXTRA_PAGES) {
      if (!isFetchingNextPage) fetchNextPage();
      return;
    }
    drop(); // not in this log (deleted, or not for this viewer): nothing to show
  }, [target, ready, found, hasNextPage, isFetchingNextPage, pagesLoaded, fetchNextPage, setParams]);

  useEffect(() => {
    if (!focused) return;
    const timer = setTimeout(() => setFocused(null), HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [focused]);

  return focused;
}
