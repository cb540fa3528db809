import { useState } from 'react';

const NOTHING: ReadonlySet<string> = new Set();

/**
 * The rows ticked on a list for a bulk action. The selection belongs to the list it was made on (`key`: its
 * filters and page): another list starts with none.
 */
export function useListSelection(key: string) {
  const [selection, setSelection] = useState({ key, ids: NOTHING });
  const selected = selection.key === key ? selection.ids : NOTHING;
  const select = (ids: ReadonlySet<string>) => setSelection({ key, ids });
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    select(next);
  };
  const toggleAll = (ids: string[], on: boolean) => {
    const next = new Set(selected);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    select(next);
  };
  return { selected, toggle, toggleAll, clear: () => select(NOTHING) };
}
