/**
 * Dice's board: the 0–100 track split at the target into the losing and the winning side, a
 * slider that moves the target, and the last roll sliding to where it landed (standing still
 * for players who prefer reduced motion).
 */
import { useLingui } from '@lingui/react/macro';
import { Badge, Paper, Slider } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { CSSProperties } from 'react';
import type { DiceParams } from '@/contracts/originals';
import classes from './DiceBoard.module.css';
import { withTarget } from './dice-settings';

export interface DiceRoll {
  roll: number;
  won: boolean;
}

interface Props {
  params: DiceParams;
  onChange: (params: DiceParams) => void;
  lastRoll: DiceRoll | null;
  locked: boolean;
  /** The bet was played for fun (fun or demo mode): said on the board. */
  fun: boolean;
}

export function DiceBoard({ params, onChange, lastRoll, locked, fun }: Props) {
  const { t } = useLingui();
  const reduceMotion = useReducedMotion();
  const loseColor = 'var(--mantine-color-red-6)';
  return (
    <Paper withBorder className={classes.board} data-testid="dice-board">
      {fun ? (
        <Badge color="grape" variant="light" pos="absolute" top={8} right={8}>
          {t`Fun`}
        </Badge>
      ) : null}
      <div className={classes.track}>
        {lastRoll ? (
          <span
            className={`${classes.marker} ${lastRoll.won ? classes.won : classes.lost} ${
              reduceMotion ? classes.still : ''
            }`}
            style={{ left: `${lastRoll.roll}%` }}
            data-testid="dice-last-roll"
            data-won={lastRoll.won}
            data-animated={!reduceMotion}
          >
            {lastRoll.roll.toFixed(2)}
          </span>
        ) : null}
        <Slider
          value={params.target}
          onChange={(target) => onChange(withTarget(params, target))}
          min={0}
          max={100}
          step={1}
          precision={2}
          inverted={params.condition === 'over'}
          disabled={locked}
          size="lg"
          thumbLabel={t`Target`}
          label={(target) => target.toFixed(2)}
          // The filled bar is the winning side (right of the target when rolling over).
          color="green"
          style={{ '--slider-track-bg': loseColor } as CSSProperties}
        />
        <div className={classes.scale} aria-hidden>
          <span>0</span>
          <span>25</span>
          <span>50</span>
          <span>75</span>
          <span>100</span>
        </div>
      </div>
    </Paper>
  );
}
