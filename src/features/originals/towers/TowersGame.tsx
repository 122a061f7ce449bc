/**
 * The playable towers table (/towers): the bet panel with the difficulty, the tower, and the
 * round's result. Each pick on the active row climbs one row; cash out between rows. Changing
 * the difficulty resets the tower (spec part 2 §4). Space bets or cashes out, R picks a column.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import {
  DEFAULT_TOWERS_DIFFICULTY,
  TOWERS_ROWS,
  type TowersDifficulty,
} from '@/contracts/originals';
import { towersMultiplier } from '@/games';
import { BetPanel } from '../bet-panel/BetPanel';
import { useRoundHotkeys } from '../keyboard/use-round-hotkeys';
import { formatMultiplierUnits } from '../multiplier/format-multiplier';
import { GameTable } from '../round/GameTable';
import { RoundActions } from '../round/RoundActions';
import { useSoundedRound } from '../round/use-sounded-round';
import { TowersBoard } from './TowersBoard';
import { TowersSettings } from './TowersSettings';
import { towersDifficulty } from './towers-difficulty';

const DEFAULT_AMOUNT = 1;

export function TowersGame() {
  const { t } = useLingui();
  const controls = useSoundedRound('towers');
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [difficulty, setDifficulty] = useState<TowersDifficulty>(DEFAULT_TOWERS_DIFFICULTY);

  const round = controls.round;
  const open = round?.status === 'active' ? round : null;
  const played = open?.progress.playedRows.length ?? 0;
  const busy = controls.socketSendLoading;
  const locked = open !== null || busy;

  const bet = () => void controls.bet({ amount, params: { difficulty } });
  const climb = (column: number) => void controls.act({ type: 'climb', column });
  const cashOut = () => {
    if (open && played > 0 && !busy) void controls.cashOut();
  };
  const randomPick = () => {
    if (!open || busy) return;
    const { columns } = towersDifficulty(open.params.difficulty);
    climb(Math.min(Math.floor(Math.random() * columns), columns - 1));
  };
  const changeDifficulty = (next: TowersDifficulty) => {
    setDifficulty(next);
    controls.reset();
  };
  const betOrCashOut = () => {
    if (open) cashOut();
    else if (!locked) bet();
  };
  useRoundHotkeys({ betOrCashOut, step: randomPick });

  const next =
    open && played < TOWERS_ROWS
      ? formatMultiplierUnits(towersMultiplier({ difficulty: open.params.difficulty }, played + 1))
      : null;

  return (
    <GameTable
      testId="towers-game"
      round={round}
      error={controls.error}
      next={next ? <Trans>Next row: {next}</Trans> : null}
      hotkeys={[
        { keys: t`Space`, does: <Trans>Bet, or cash out</Trans> },
        { keys: 'R', does: <Trans>Random pick</Trans> },
        { keys: '← →', does: <Trans>Move along the row</Trans> },
      ]}
      panel={
        <BetPanel
          game="towers"
          amount={amount}
          onAmountChange={setAmount}
          locked={locked}
          action={
            <RoundActions
              open={
                open && {
                  amount: open.amount,
                  payoutMultiplier: open.payoutMultiplier,
                  steps: played,
                }
              }
              busy={busy}
              onBet={bet}
              onCashOut={cashOut}
            >
              <Button size="md" variant="light" disabled={busy} onClick={randomPick}>
                <Trans>Random pick</Trans>
              </Button>
            </RoundActions>
          }
        >
          <TowersSettings difficulty={difficulty} disabled={locked} onChange={changeDifficulty} />
        </BetPanel>
      }
      board={
        <TowersBoard
          difficulty={difficulty}
          round={round}
          pickable={open !== null && !busy}
          onClimb={climb}
        />
      }
    />
  );
}
