import SearchIcon from '@mui/icons-material/Search';
import { Button, IconButton, Tooltip } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useCan } from '../../lib/use-can.ts';
import { closeQuickSearch, openQuickSearch, useQuickSearchOpen } from './store.ts';
import { useQuickSearchShortcuts } from './use-quick-search-shortcuts.ts';

// The dialog's code loads when it is first opened, not with every page.
const QuickSearchDialog = lazy(() =>
  import('./quick-search-dialog.tsx').then((m) => ({ default: m.QuickSearchDialog })),
);

export const QUICK_SEARCH_LABEL = 'Quick Search';

/** Mounted once in the app shell: the shortcuts of every signed-in visitor and the dialog while it is open. */
export function QuickSearch() {
  const signedIn = useCan().signedIn;
  const open = useQuickSearchOpen();
  useQuickSearchShortcuts(signedIn);
  if (!signedIn || !open) return null;
  return (
    <Suspense fallback={null}>
      <QuickSearchDialog onClose={closeQuickSearch} />
    </Suspense>
  );
}

/** The customers' Quick Search button of the top nav (001 §2.2); an icon where the bar is compact. */
export function QuickSearchButton({ compact = false }: { compact?: boolean }) {
  if (compact)
    return (
      <Tooltip title={QUICK_SEARCH_LABEL}>
        <IconButton aria-label={QUICK_SEARCH_LABEL} onClick={openQuickSearch}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button color="inherit" onClick={openQuickSearch} startIcon={<SearchIcon />} sx={{ fontWeight: 500 }}>
      {QUICK_SEARCH_LABEL}
    </Button>
  );
}
