import { useState } from 'react';

interface Selection<Item> {
  /** The list the ids were chosen from: a new list (the data changed) starts with nothing selected. */
  from: readonly Item[] | undefined;
  ids: ReadonlySet<number>;
}

const NONE: ReadonlySet<number> = new Set();

/**
 * Rows picked by id from a list. The selection belongs to the list it was made in: when the data changes (a
 * refetch after an answer, another year), it clears without an effect (spec: "selection clears when data
 * changes"). The query library keeps the same list while the answer is unchanged, so a refetch that brings
 * nothing new keeps the selection.
 */
export function useSelection<Item extends { id: number }>(items: readonly Item[] | undefined) {
  const [selection, setSelection] = useState<Selection<Item>>({ from: items, ids: NONE });
  const ids = selection.from === items ? selection.ids : NONE;
  const selected = (items ?? []).filter((item) => ids.has(item.id));

  const toggle = (id: number, on: boolean) => {
    const next = new Set(ids);
    if (on) next.add(id);
    else next.delete(id);
    setSelection({ from: items, ids: next });
  };
  const setAll = (chosen: readonly Item[]) =>
    setSelection({ from: items, ids: new Set(chosen.map((item) => item.id)) });
  const clear = () => setSelection({ from: items, ids: NONE });

  return { ids, selected, toggle, setAll, clear };
}
