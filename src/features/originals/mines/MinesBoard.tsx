/**
 * A mines board drawn from a RoundView: hidden tiles while the round is open, the revealed
 * gems, and the whole board at the end with the player's picks marked. Tiles are buttons laid
 * out in a grid; the arrow keys move between them. What a click does is the game's choice.
 */
import { useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useGridFocus } from '../keyboard/use-grid-focus';
import type { RoundViewOf } from '../play/use-original-round';
import classes from './MinesBoard.module.css';
import type { MinesGameId, MinesTheme } from './mines-themes';
import { gridShape, type MinesTile, minesTiles } from './mines-tiles';

export interface MinesBoardProps {
  theme: MinesTheme;
  /** The board size chosen for the next round; an existing round keeps its own. */
  gridCount: number;
  round: RoundViewOf<MinesGameId> | null;
  /**
   * Tiles answer clicks: the hidden ones to reveal while the round is open; between rounds any
   * tile, to choose the autobet pattern.
   */
  pickable: boolean;
  /** Tiles chosen for autobet. */
  pattern: ReadonlySet<number>;
  onPick: (tile: number) => void;
}

export function MinesBoard({
  theme,
  gridCount,
  round,
  pickable,
  pattern,
  onPick,
}: MinesBoardProps) {
  const { t } = useLingui();
  const count = round?.params.gridCount ?? gridCount;
  const { columns, rows } = gridShape(count);
  const tiles = minesTiles(count, round?.progress.revealed ?? [], round?.outcome?.mines ?? null);
  const focus = useGridFocus(count, columns);
  const open = round?.status === 'active';
  const label = (tile: MinesTile) => {
    const n = tile.index + 1;
    if (tile.face === 'gem') {
      const name = t(theme.gemName);
      return tile.picked ? t`Tile ${n}: ${name}, your pick` : t`Tile ${n}: ${name}`;
    }
    if (tile.face === 'mine') {
      const name = t(theme.mineName);
      return tile.picked ? t`Tile ${n}: ${name}, your pick` : t`Tile ${n}: ${name}`;
    }
    return pattern.has(tile.index) ? t`Tile ${n}, chosen for autobet` : t`Tile ${n}`;
  };

  return (
    <fieldset
      aria-label={t`Board, ${columns} by ${rows}`}
      className={`${classes.board} ${classes[theme.palette]}`}
      style={{ '--columns': columns } as CSSProperties}
      onKeyDown={focus.onKeyDown}
      data-testid="mines-board"
    >
      {tiles.map((tile) => {
        const Icon =
          tile.face === 'gem' ? theme.gem : tile.face === 'mine' ? theme.mine : theme.hidden;
        const live = pickable && (!open || tile.face === 'hidden');
        return (
          <button
            type="button"
            key={tile.index}
            ref={focus.refFor(tile.index)}
            tabIndex={focus.tabIndexOf(tile.index)}
            className={classes.tile}
            data-face={tile.face}
            data-picked={tile.picked || undefined}
            data-chosen={pattern.has(tile.index) || undefined}
            aria-disabled={!live}
            aria-label={label(tile)}
            onFocus={() => focus.focusFrom(tile.index)}
            onClick={() => {
              if (live) onPick(tile.index);
            }}
          >
            <Icon size={tile.face === 'hidden' ? 18 : 28} aria-hidden />
          </button>
        );
      })}
    </fieldset>
  );
}
