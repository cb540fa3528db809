import { useCallback, useState } from 'react';

export type ListView = 'table' | 'cards';

const STORAGE_KEY = 'portal.booking-requests.view';

function readView(): ListView {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'cards' ? 'cards' : 'table';
  } catch {
    return 'table';
  }
}

/** Table or cards, remembered in this browser (a preference, so it does not expire like the filters). */
export function useListView(): [ListView, (view: ListView) => void] {
  const [view, setView] = useState<ListView>(readView);
  const choose = useCallback((next: ListView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage may be full or blocked; the choice then lasts for this visit only.
    }
  }, []);
  return [view, choose];
}
