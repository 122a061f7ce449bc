/**
 * A tower drawn from a RoundView, bottom row at the bottom: the climbed rows with their picks,
 * the row to pick now, the multiplier each row pays beside it, and the whole tower at the end.
 * Tiles are buttons; the arrows move between them.
 */
import { useLingui } from '@lingui/react/macro';
import { IconDiamondFilled, IconPointFilled, IconSkull } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { TOWERS_ROWS, type TowersDifficulty } from '@/contracts/originals';
import { useGridFocus } from '../keyboard/use-grid-focus';
import { formatMultiplierUnits } from '../multiplier/format-multiplier';
import type { RoundViewOf } from '../play/use-original-round';
import classes from './TowersBoard.module.css';
import { towersDifficulty } from './towers-difficulty';
import { type TowersTile, towersRows } from './towers-rows';

export interface TowersBoardProps {
  /** The difficulty chosen for the next round; an existing round keeps its own. */
  difficulty: TowersDifficulty;
  round: RoundViewOf<'towers'> | null;
  /** The active row answers clicks (false while an action is in flight). */
  pickable: boolean;
  onClimb: (column: number) => void;
}

const ICONS = { hidden: IconPointFilled, safe: IconDiamondFilled, hazard: IconSkull };

export function TowersBoard({ difficulty, round, pickable, onClimb }: TowersBoardProps) {
  const { t } = useLingui();
  const level = round?.params.difficulty ?? difficulty;
  const { columns } = towersDifficulty(level);
  // Drawn top row first, so the tower reads bottom to top.
  const rows = towersRows(level, round).reverse();
  const activeRow = rows.findIndex((row) => row.state === 'active');
  const focus = useGridFocus(TOWERS_ROWS * columns, columns, Math.max(activeRow, 0) * columns);
  const label = (row: number, tile: TowersTile) => {
    const r = row + 1;
    const c = tile.column + 1;
    if (tile.face === 'safe')
      return tile.picked ? t`Row ${r}, tile ${c}: safe, your pick` : t`Row ${r}, tile ${c}: safe`;
    if (tile.face === 'hazard')
      return tile.picked
        ? t`Row ${r}, tile ${c}: hazard, your pick`
        : t`Row ${r}, tile ${c}: hazard`;
    return t`Row ${r}, tile ${c}`;
  };

  return (
    <fieldset
      aria-label={t`Tower, ${TOWERS_ROWS} rows`}
      className={classes.tower}
      style={{ '--columns': columns } as CSSProperties}
      onKeyDown={focus.onKeyDown}
      data-testid="towers-board"
    >
      {rows.map((row, drawn) => (
        <div
          key={row.row}
          className={classes.row}
          data-state={row.state}
          data-testid={`towers-row-${row.row + 1}`}
        >
          <span className={classes.multiplier}>{formatMultiplierUnits(row.multiplier)}</span>
          {row.tiles.map((tile) => {
            const index = drawn * columns + tile.column;
            const Icon = ICONS[tile.face];
            const live = pickable && row.state === 'active';
            return (
              <button
                type="button"
                key={tile.column}
                ref={focus.refFor(index)}
                tabIndex={focus.tabIndexOf(index)}
                className={classes.tile}
                data-face={tile.face}
                data-picked={tile.picked || undefined}
                aria-disabled={!live}
                aria-label={label(row.row, tile)}
                onFocus={() => focus.focusFrom(index)}
                onClick={() => {
                  if (live) onClimb(tile.column);
                }}
              >
                <Icon size={tile.face === 'hidden' ? 14 : 22} aria-hidden />
              </button>
            );
          })}
        </div>
      ))}
    </fieldset>
  );
}
