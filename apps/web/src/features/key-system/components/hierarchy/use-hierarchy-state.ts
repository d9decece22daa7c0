import { useCallback, useState } from 'react';

/** What the person looks at: the selected node, collapsed master keys, and when to scroll to the selection. */
export interface HierarchyState {
  /** Null until the person picks a node: the grand master key is shown. */
  selectedId: string | null;
  /** Grows with every selection, so the hierarchy scrolls to it once. */
  revealSeq: number;
  collapsed: ReadonlySet<string>;
  select: (id: string) => void;
  toggle: (id: string) => void;
  expand: (id: string) => void;
}

export function useHierarchyState(): HierarchyState {
  const [selection, setSelection] = useState<{ id: string | null; seq: number }>({ id: null, seq: 0 });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const select = useCallback((id: string) => setSelection((current) => ({ id, seq: current.seq + 1 })), []);
  const toggle = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        const next = new Set(current);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );
  const expand = useCallback(
    (id: string) =>
      setCollapsed((current) => {
        if (!current.has(id)) return current;
        const next = new Set(current);
        next.delete(id);
        return next;
      }),
    [],
  );
  return { selectedId: selection.id, revealSeq: selection.seq, collapsed, select, toggle, expand };
}
