/**
 * Dice, playable (issue 19): the board with the last roll and the target slider, the strip of
 * recent results, and the shared bet panel with dice's settings, the Bet button, autobet and
 * the hotkeys. Real money or fun, as the round hook decides; every result sounds.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { DiceParams } from '@/contracts/originals';
import { doubleBet, halfBet, useSelectedBalance } from '@/features/wallet';
import { MULTIPLIER_ONE } from '@/games';
import { AutobetControls } from '../autobet/AutobetControls';
import { useAutobet } from '../autobet/use-autobet';
import { BetPanel } from '../bet-panel/BetPanel';
import { usePlayBalance } from '../bet-panel/use-play-balance';
import { stakedBalanceOf } from '../play/play-mode';
import { useOriginalRound } from '../play/use-original-round';
import { useGameSounds } from '../sounds/game-sounds';
import { DiceBoard, type DiceRoll } from './DiceBoard';
import { DiceHotkeysHelp } from './DiceHotkeysHelp';
import { DiceInputs } from './DiceInputs';
import { useDiceHotkeys } from './dice-hotkeys';
import { diceMultiplier } from './dice-odds';
import { DEFAULT_DICE_PARAMS, diceProfitOnWin, diceRollWins, flipped } from './dice-settings';
import { RecentRolls, withRecentRoll } from './RecentRolls';

export function DiceTable() {
  const { t } = useLingui();
  const round = useOriginalRound('dice');
  const playSound = useGameSounds();
  const realBalance = useSelectedBalance()?.balance ?? null;
  const staked = stakedBalanceOf(round.mode, realBalance);
  const balance = usePlayBalance(staked);
  const [amount, setAmount] = useState(1);
  const [params, setParams] = useState<DiceParams>(DEFAULT_DICE_PARAMS);
  const [rolls, setRolls] = useState<DiceRoll[]>([]);
  const paramsRef = useRef(params);
  paramsRef.current = params;

  const play = async (stake: number) => {
    playSound('bet');
    const played = await round.bet({ amount: stake, params: paramsRef.current });
    if (!played) return null;
    const roll = { roll: played.outcome.roll, won: played.status === 'won' };
    setRolls((recent) => withRecentRoll(recent, roll));
    playSound(roll.won ? 'win' : 'lose');
    return { amount: played.amount, payout: played.payout };
  };
  const autobet = useAutobet({ baseAmount: amount, play });
  const busy = round.socketSendLoading || autobet.running;

  useDiceHotkeys(!autobet.running, {
    bet: () => void play(amount),
    half: () => setAmount(halfBet(amount, balance.amount)),
    double: () => setAmount(doubleBet(amount, balance.amount)),
    flip: () => setParams(flipped(params)),
  });

  const last = round.round;
  const lastRoll = last
    ? { roll: last.outcome.roll, won: diceRollWins(last.params, last.outcome.roll) }
    : null;
  const multiplier = diceMultiplier(params) / MULTIPLIER_ONE;

  return (
    <SimpleGrid
      type="container"
      cols={{ base: 1, '760px': 2 }}
      spacing="md"
      data-testid="dice-table"
      style={{ alignItems: 'start' }}
    >
      <Stack gap="sm">
        <DiceBoard
          params={params}
          onChange={setParams}
          lastRoll={lastRoll}
          locked={busy}
          fun={staked === 'fun'}
        />
        <Group justify="space-between" wrap="nowrap">
          <RecentRolls rolls={rolls} />
          <DiceHotkeysHelp />
        </Group>
      </Stack>
      <BetPanel
        game="dice"
        amount={amount}
        onAmountChange={setAmount}
        locked={busy}
        action={
          <Stack gap={6}>
            {round.error ? (
              <Alert color="red" p="xs" data-testid="dice-error">
                {round.error}
              </Alert>
            ) : null}
            <Button
              size="md"
              onClick={() => void play(amount)}
              loading={round.socketSendLoading}
              disabled={autobet.running}
              data-testid="dice-bet"
            >
              <Trans>Bet</Trans>
            </Button>
            <Text size="xs" c="dimmed" ta="center">
              {t`Profit on win: ${diceProfitOnWin(amount, multiplier).toFixed(2)}`}
            </Text>
          </Stack>
        }
        autobet={<AutobetControls autobet={autobet} disabled={round.socketSendLoading} />}
      >
        <DiceInputs params={params} onChange={setParams} />
      </BetPanel>
    </SimpleGrid>
  );
}
