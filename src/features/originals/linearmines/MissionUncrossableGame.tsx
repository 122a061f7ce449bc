/**
 * The playable Mission Uncrossable table (/mission-uncrossable, identifier linearmines): the
 * bet panel with the difficulty, the road, and the round's result. Each Cross moves one lane;
 * cash out between lanes or be hit. Space bets or cashes out, → crosses.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { DEFAULT_LINEARMINES_DIFFICULTY, type LinearminesDifficulty } from '@/contracts/originals';
import { linearminesMultiplier } from '@/games';
import { BetPanel } from '../bet-panel/BetPanel';
import { useRoundHotkeys } from '../keyboard/use-round-hotkeys';
import { formatMultiplierUnits } from '../multiplier/format-multiplier';
import { GameTable } from '../round/GameTable';
import { RoundActions } from '../round/RoundActions';
import { useSoundedRound } from '../round/use-sounded-round';
import { LinearminesSettings } from './LinearminesSettings';
import { linearminesDifficulty } from './linearmines-difficulty';
import { RoadBoard } from './RoadBoard';

const DEFAULT_AMOUNT = 1;

export function MissionUncrossableGame() {
  const { t } = useLingui();
  const controls = useSoundedRound('linearmines');
  const [amount, setAmount] = useState(DEFAULT_AMOUNT);
  const [difficulty, setDifficulty] = useState<LinearminesDifficulty>(
    DEFAULT_LINEARMINES_DIFFICULTY,
  );

  const round = controls.round;
  const open = round?.status === 'active' ? round : null;
  const crossed = open?.progress.crossed ?? 0;
  const lanes = open ? linearminesDifficulty(open.params.difficulty).lanes : 0;
  const busy = controls.socketSendLoading;
  const locked = open !== null || busy;

  const bet = () => void controls.bet({ amount, params: { difficulty } });
  const cross = () => {
    if (open && crossed < lanes && !busy) void controls.act({ type: 'cross' });
  };
  const cashOut = () => {
    if (open && crossed > 0 && !busy) void controls.cashOut();
  };
  const changeDifficulty = (next: LinearminesDifficulty) => {
    setDifficulty(next);
    controls.reset();
  };
  const betOrCashOut = () => {
    if (open) cashOut();
    else if (!locked) bet();
  };
  useRoundHotkeys({ betOrCashOut, step: cross, stepKey: 'ArrowRight' });

  const next =
    open && crossed < lanes
      ? formatMultiplierUnits(
          linearminesMultiplier({ difficulty: open.params.difficulty }, crossed + 1),
        )
      : null;

  return (
    <GameTable
      testId="linearmines-game"
      round={round}
      error={controls.error}
      next={next ? <Trans>Next lane: {next}</Trans> : null}
      hotkeys={[
        { keys: t`Space`, does: <Trans>Bet, or cash out</Trans> },
        { keys: '→', does: <Trans>Cross the next lane</Trans> },
      ]}
      panel={
        <BetPanel
          game="linearmines"
          amount={amount}
          onAmountChange={setAmount}
          locked={locked}
          action={
            <RoundActions
              open={
                open && {
                  amount: open.amount,
                  payoutMultiplier: open.payoutMultiplier,
                  steps: crossed,
                }
              }
              busy={busy}
              onBet={bet}
              onCashOut={cashOut}
            >
              <Button size="md" variant="light" disabled={busy || crossed >= lanes} onClick={cross}>
                <Trans>Cross</Trans>
              </Button>
            </RoundActions>
          }
        >
          <LinearminesSettings
            difficulty={difficulty}
            disabled={locked}
            onChange={changeDifficulty}
          />
        </BetPanel>
      }
      board={<RoadBoard difficulty={difficulty} round={round} />}
    />
  );
}
