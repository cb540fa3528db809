// Global Quick Search (spec 001 §2.2, §2.9, §5): mounted by the app shell, opened by shortcuts and the nav button.
export { QuickSearch, QuickSearchButton, QUICK_SEARCH_LABEL } from './quick-search.tsx';
export { openQuickSearch } from './store.ts';
