/**
 * Arrow-key movement over a board of tile buttons (WAI-ARIA grid pattern): one tile is in the
 * tab order at a time, the arrows, Home and End move it, so a keyboard player crosses the
 * board without tabbing through every tile.
 */
import { type KeyboardEvent, useCallback, useRef, useState } from 'react';

export interface GridFocus {
  /** 0 for the tile that takes the Tab focus, -1 for the rest. */
  tabIndexOf(index: number): 0 | -1;
  /** Keeps the roving focus on a tile the player clicked. */
  focusFrom(index: number): void;
  refFor(index: number): (element: HTMLButtonElement | null) => void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

const MOVES: Record<string, (index: number, count: number, columns: number) => number> = {
  ArrowRight: (i, count) => Math.min(i + 1, count - 1),
  ArrowLeft: (i) => Math.max(i - 1, 0),
  ArrowDown: (i, count, columns) => (i + columns < count ? i + columns : i),
  ArrowUp: (i, _count, columns) => (i - columns >= 0 ? i - columns : i),
  Home: () => 0,
  End: (_i, count) => count - 1,
};

/**
 * `count` tiles laid out `columns` to a row, row by row from the top. Until the player moves,
 * the tab stop is `anchor` (the tile they are most likely to want, e.g. the tower's next row).
 */
export function useGridFocus(count: number, columns: number, anchor = 0): GridFocus {
  const [current, setCurrent] = useState<number | null>(null);
  const tiles = useRef(new Map<number, HTMLButtonElement>());
  const focused = Math.max(0, Math.min(current ?? anchor, count - 1));

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const next = move(focused, count, columns);
      setCurrent(next);
      tiles.current.get(next)?.focus();
    },
    [focused, count, columns],
  );

  return {
    tabIndexOf: (index) => (index === focused ? 0 : -1),
    focusFrom: setCurrent,
    refFor: (index) => (element) => {
      if (element) tiles.current.set(index, element);
      else tiles.current.delete(index);
    },
    onKeyDown,
  };
}
