import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';

/**
 * Size assumed while the scroll container has none: before layout, in a hidden tab, and in
 * jsdom (which has no layout at all), so that a window of rows still renders.
 */
const FALLBACK_RECT: Rect = { width: 800, height: 600 };

function observeRectWithFallback(instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) => onRect(rect.height > 0 ? rect : FALLBACK_RECT));
}

/** Marks the control of a row that keyboard navigation focuses. */
export const ROW_PRIMARY = 'data-row-primary';

/**
 * Focuses the row of a node once it is rendered: right after an add, a move or a dialog, the row
 * may render only after the draft re-renders and the list scrolls to it. Tries each frame for
 * about half a second; the focus then stays where it was put, even if a closing menu or dialog
 * gives focus back to its opener in between.
 */
export function focusNodeRowSoon(nodeId: string, frames = 30): void {
  let left = frames;
  let holding = 8;
  const attempt = () => {
    const target = document.querySelector<HTMLElement>(`[data-node-id="${nodeId}"] [${ROW_PRIMARY}]`);
    // The person moved on to another row (arrows) since: theirs is the last word.
    if (holding < 8 && document.activeElement?.closest('[data-node-id]') && document.activeElement !== target) return;
    if (target && document.activeElement !== target) target.focus();
    left -= 1;
    // Held a few frames after success: a closing menu gives focus back to its button late.
    if (target) holding -= 1;
    if (left > 0 && holding > 0) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

function focusRow(container: HTMLElement | null, index: number): boolean {
  const target = container?.querySelector<HTMLElement>(`[data-index="${index}"] [${ROW_PRIMARY}]`);
  target?.focus();
  return Boolean(target);
}

interface VirtualRowsProps {
  count: number;
  rowHeight: number;
  getKey: (index: number) => string;
  /**
   * An <li> at `start` px from the top, with data-index={index}. `tabStop`: this row's controls
   * are in the Tab order (tabIndex 0); every other row's are not (-1), so that the list is one
   * stop for Tab and the arrow keys move between rows.
   */
  renderRow: (index: number, start: number, tabStop: boolean) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  /** A row to bring into view … */
  scrollTarget?: number;
  /** … each time this number changes (a new selection), not whenever rows above it come and go. */
  scrollSeq?: number;
  sx?: SxProps<Theme>;
}

function rowIndexOf(target: EventTarget | null): number | null {
  const row = target instanceof Element ? target.closest<HTMLElement>('[data-index]') : null;
  return row ? Number(row.dataset.index) : null;
}

/**
 * A long list that renders only the rows in view (a system may hold 2,000 lock sets). Rows have
 * a fixed height. Up/Down, Home and End move focus between rows, scrolling as needed, because
 * Tab alone cannot reach rows that are not rendered; the row holding focus stays rendered when
 * it is scrolled away, so focus is never dropped. Only one row is in the Tab order: the focused
 * one, else the scroll target (the selection) when it is rendered, else the first rendered one.
 */
export function VirtualRows({
  count,
  rowHeight,
  getKey,
  renderRow,
  label,
  scrollTarget,
  scrollSeq,
  sx,
}: VirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  let focusedIndex = -1;
  if (focusedKey !== null) {
    for (let index = 0; index < count && focusedIndex < 0; index += 1)
      if (getKey(index) === focusedKey) focusedIndex = index;
  }
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      return focusedIndex < 0 || indexes.includes(focusedIndex)
        ? indexes
        : [...indexes, focusedIndex].sort((a, b) => a - b);
    },
    [focusedIndex],
  );
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself; nothing memoizes its values
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: getKey,
    overscan: 6,
    initialRect: FALLBACK_RECT,
    observeElementRect: observeRectWithFallback,
    rangeExtractor,
  });

  const bringIntoView = useEffectEvent(() => {
    if (scrollTarget !== undefined && scrollTarget >= 0 && scrollTarget < count)
      virtualizer.scrollToIndex(scrollTarget, { align: 'auto' });
  });
  useEffect(() => {
    if (scrollSeq !== undefined) bringIntoView();
  }, [scrollSeq]);

  // A row the keyboard moved to may render only after the scroll: focus it once it is there.
  useEffect(() => {
    if (pendingFocus.current !== null && focusRow(scrollRef.current, pendingFocus.current)) pendingFocus.current = null;
  });

  const items = virtualizer.getVirtualItems();
  const targetRendered = scrollTarget !== undefined && items.some((item) => item.index === scrollTarget);
  const tabStopIndex = focusedIndex >= 0 ? focusedIndex : targetRendered ? scrollTarget : (items[0]?.index ?? -1);

  const handleFocus = (event: FocusEvent<HTMLElement>) => {
    const index = rowIndexOf(event.target);
    setFocusedKey(index === null ? null : getKey(index));
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedKey(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Focus on the scroller itself (a click on the list's background): the arrows enter the rows.
    const onScroller = event.target === scrollRef.current;
    const index = rowIndexOf(event.target);
    if (index === null && !onScroller) return;
    const next =
      index === null
        ? { ArrowDown: tabStopIndex, ArrowUp: tabStopIndex, Home: 0, End: count - 1 }[event.key]
        : { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: count - 1 }[event.key];
    if (next === undefined || next < 0 || next >= count) return;
    event.preventDefault();
    if (focusRow(scrollRef.current, next)) return;
    pendingFocus.current = next;
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  return (
    <Box
      ref={scrollRef}
      onKeyDown={handleKeyDown}
      sx={[{ overflowY: 'auto', overflowX: 'hidden', position: 'relative' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      <Box
        component="ul"
        aria-label={label}
        onFocus={handleFocus}
        onBlur={handleBlur}
        sx={{ position: 'relative', height: virtualizer.getTotalSize(), m: 0, p: 0, listStyle: 'none' }}
      >
        {items.map((item) => renderRow(item.index, item.start, item.index === tabStopIndex))}
      </Box>
    </Box>
  );
}
