/**
 * A playable mines table (Mines or Jungle Mines): the shared bet panel with the board size and
 * mines count, the board, and the round's result. Tiles reveal during a round; between rounds
 * they choose the autobet pattern. Space bets or cashes out, R picks a random tile.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { minesMultiplier } from '@/games';
import { BetPanel } from '../bet-panel/BetPanel';
import { useRoundHotkeys } from '../keyboard/use-round-hotkeys';
import { formatMultiplierUnits } from '../multiplier/format-multiplier';
import { GameTable } from '../round/GameTable';
import { RoundActions } from '../round/RoundActions';
import { useSoundedRound } from '../round/use-sounded-round';
import { MinesAutobet } from './MinesAutobet';
import { MinesBoard } from './MinesBoard';
import { MinesSettings } from './MinesSettings';
import { MINES_THEMES, type MinesGameId } from './mines-themes';
import { randomUnrevealedTile } from './mines-tiles';
import { usePatternAutobet } from './use-pattern-autobet';

const DEFAULT_AMOUNT = 1;

export function MinesGame({ game }: { game: MinesGameId }) {
  const { t } = useLingui();
  const theme = MINES_THEMES[game];
  const controls = useSoundedRound(game);
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [gridCount, setGridCount] = useState(theme.defaults.gridCount);
  const [minesCount, setMinesCount] = useState(theme.defaults.minesCount);
  const [pattern, setPattern] = useState<ReadonlySet<number>>(new Set());
  const params = { gridCount, minesCount };
  const autobet = usePatternAutobet({ controls, params, pattern, baseAmount: amount });

  const round = controls.round;
  const open = round?.status === 'active' ? round : null;
  const revealed = open?.progress.revealed ?? [];
  // The server's list merges by tile; a tile listed twice is one step.
  const steps = new Set(revealed).size;
  const busy = controls.socketSendLoading;
  const locked = open !== null || busy || autobet.running;
  const canCashOut = open !== null && steps > 0 && !busy && !autobet.running;

  const bet = () => void controls.bet({ amount, params });
  const reveal = (tile: number) => void controls.act({ type: 'reveal', tile });
  const cashOut = () => {
    if (canCashOut) void controls.cashOut();
  };
  const randomPick = () => {
    if (!open || busy || autobet.running) return;
    const tile = randomUnrevealedTile(open.params.gridCount, revealed);
    if (tile !== null) reveal(tile);
  };
  const toggleChosen = (tile: number) => {
    // The last round's board makes way for the pattern being chosen.
    if (round) controls.reset();
    setPattern((chosen) => {
      const next = new Set(chosen);
      if (!next.delete(tile)) next.add(tile);
      return next;
    });
  };
  const changeGrid = (next: number) => {
    setGridCount(next);
    setMinesCount((count) => Math.min(count, next - 1));
    setPattern(new Set());
    controls.reset();
  };

  const betOrCashOut = () => {
    if (open) cashOut();
    else if (!locked) bet();
  };
  useRoundHotkeys({ betOrCashOut, step: randomPick });

  const safeLeft = (open ? open.params.gridCount - open.params.minesCount : 0) - steps;
  const next =
    open && safeLeft > 0
      ? formatMultiplierUnits(
          minesMultiplier(open.params.gridCount, open.params.minesCount, steps + 1),
        )
      : null;

  return (
    <GameTable
      testId={`${game}-game`}
      round={round}
      error={controls.error}
      next={next ? <Trans>Next tile: {next}</Trans> : null}
      hotkeys={[
        { keys: t`Space`, does: <Trans>Bet, or cash out</Trans> },
        { keys: 'R', does: <Trans>Random pick</Trans> },
        { keys: '← ↑ → ↓', does: <Trans>Move between tiles</Trans> },
      ]}
      panel={
        <BetPanel
          game={game}
          amount={amount}
          onAmountChange={setAmount}
          locked={locked}
          action={
            <RoundActions
              open={
                open && {
                  amount: open.amount,
                  payoutMultiplier: open.payoutMultiplier,
                  steps,
                }
              }
              busy={busy || autobet.running}
              onBet={bet}
              onCashOut={cashOut}
            >
              <Button
                size="md"
                variant="light"
                disabled={busy || autobet.running}
                onClick={randomPick}
              >
                <Trans>Random pick</Trans>
              </Button>
            </RoundActions>
          }
          autobet={
            <MinesAutobet
              autobet={autobet}
              patternSize={pattern.size}
              safeTiles={gridCount - minesCount}
              disabled={open !== null || busy}
              onClearPattern={() => setPattern(new Set())}
            />
          }
        >
          <MinesSettings
            theme={theme}
            gridCount={gridCount}
            minesCount={minesCount}
            disabled={locked}
            onGridChange={changeGrid}
            onMinesChange={setMinesCount}
          />
        </BetPanel>
      }
      board={
        <MinesBoard
          theme={theme}
          gridCount={gridCount}
          round={round}
          pickable={open ? !busy && !autobet.running : !locked}
          pattern={pattern}
          onPick={open ? reveal : toggleChosen}
        />
      }
    />
  );
}
