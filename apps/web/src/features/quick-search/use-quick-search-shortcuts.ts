import { useShortcut } from '../../lib/shortcuts.ts';
import { openQuickSearch } from './store.ts';

/**
 * The Quick Search shortcuts of spec 001 §2.2: ctrl+g, command+k, ctrl+shift+g and the sequence 'j q'. The plain
 * sequence is ignored while the user types in a field (lib/shortcuts.ts); the combinations work everywhere.
 */
export const QUICK_SEARCH_SHORTCUTS = ['Control+g', 'Meta+k', 'Control+Shift+g', 'j q'] as const;

export function useQuickSearchShortcuts(enabled: boolean): void {
  useShortcut(QUICK_SEARCH_SHORTCUTS, openQuickSearch, enabled);
}
