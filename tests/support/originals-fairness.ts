/**
 * Plays many rounds of each Original on real seed-pair floats (one nonce a round) and measures
 * what a fair game must show: the draws spread as the rules say (chi-square per game) and the
 * money returned matching the exact RTP of the strategy played, within its 99% interval. Used by
 * tests/unit/games/fairness-statistics*.test.ts (1,000,000 rounds a game) and
 * tests/bench/originals-fairness.ts (any number).
 */
import {
  LINEARMINES_DIFFICULTIES,
  type LinearminesOutcome,
  type MinesOutcome,
  type OriginalGame,
  TOWERS_DIFFICULTIES,
  TOWERS_ROWS,
  type TowersOutcome,
} from '@/contracts/originals';
import {
  type ActionOf,
  cashOutRound,
  diceMultiplier,
  floatCountOf,
  linearminesMultiplier,
  MULTIPLIER_ONE,
  minesMultiplier,
  openRound,
  type ParamsOf,
  type RoundRecord,
  stepRound,
  towersMultiplier,
} from '@/games';
import { type ChiSquare, chiSquare } from './chi-square';
import { nativeGameFloats } from './native-game-floats';

/** Two-sided 99%: |z| above this happens 1% of the time by chance. */
export const Z_99 = 2.5758;

const SEEDS = { serverSeed: 'kadibet-fairness-statistics', clientSeed: 'FairStats2026x' };

export interface DistributionCheck extends ChiSquare {
  label: string;
}

export interface RtpCheck {
  /** Mean return per unit staked over the rounds played. */
  observed: number;
  /** The exact expected return of the same bets (multipliers as rounded down). */
  exact: number;
  /** Standard error of the observed mean, from the bets' exact variances. */
  standardError: number;
  z: number;
}

export interface GameFairness {
  game: OriginalGame;
  rounds: number;
  distributions: DistributionCheck[];
  rtp: RtpCheck;
  milliseconds: number;
}

/** Sums what was returned against what each bet should return, and how much it may vary. */
class ReturnTally {
  private returned = 0;
  private expected = 0;
  private variance = 0;
  private bets = 0;

  /** One bet that pays `multiplier` with probability `winChance`, and what it paid. */
  add(paid: number, multiplier: number, winChance: number): void {
    const times = multiplier / MULTIPLIER_ONE;
    this.returned += paid / MULTIPLIER_ONE;
    this.expected += times * winChance;
    this.variance += times * times * winChance * (1 - winChance);
    this.bets += 1;
  }

  check(): RtpCheck {
    const standardError = Math.sqrt(this.variance) / this.bets;
    const observed = this.returned / this.bets;
    const exact = this.expected / this.bets;
    return { observed, exact, standardError, z: (observed - exact) / standardError };
  }
}

function open<G extends OriginalGame>(game: G, params: ParamsOf[G], nonce: number): RoundRecord<G> {
  // The floats gameFloats draws, through Node's faster HMAC (native-game-floats.ts).
  const floats = nativeGameFloats({ ...SEEDS, nonce }, floatCountOf(game, params));
  return openRound(game, params, floats);
}

/** Plays `steps` actions (fewer if the round ends), then cashes out if still active. */
function play<G extends OriginalGame>(
  round: RoundRecord<G>,
  steps: number,
  action: (step: number) => ActionOf[G],
): RoundRecord<G> {
  let current = round;
  for (let step = 0; step < steps && current.status === 'active'; step++) {
    const next = stepRound(current, action(step));
    if (!next.ok) throw new Error(next.problem);
    current = next.record;
  }
  if (current.status !== 'active') return current;
  const cashed = cashOutRound(current);
  if (!cashed.ok) throw new Error(cashed.problem);
  return cashed.record;
}

const paidBy = (round: RoundRecord): number => (round.status === 'won' ? round.multiplier : 0);

function timed(
  game: OriginalGame,
  rounds: number,
  run: () => Omit<GameFairness, 'game' | 'rounds' | 'milliseconds'>,
): GameFairness {
  const started = performance.now();
  const result = run();
  return { game, rounds, ...result, milliseconds: Math.round(performance.now() - started) };
}

/** Win chances (percent) the dice bets cycle through, alternately over and under. */
const DICE_CHANCES = [2, 10, 49.5, 75, 98];

export function diceFairness(rounds: number): GameFairness {
  return timed('dice', rounds, () => {
    // Rolls 0.00–99.99 in 100 buckets of 100 rolls, and 100.00 alone.
    const buckets = new Array<number>(101).fill(0);
    const tally = new ReturnTally();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const chance = DICE_CHANCES[nonce % DICE_CHANCES.length] ?? 50;
      const condition = Math.floor(nonce / DICE_CHANCES.length) % 2 === 0 ? 'over' : 'under';
      const target = condition === 'over' ? (10_000 - chance * 100) / 100 : chance;
      const params = { target, condition } as const;
      const round = open('dice', params, nonce);
      const roll = Math.round((round.outcome as { roll: number }).roll * 100);
      buckets[Math.floor(roll / 100)] = (buckets[Math.floor(roll / 100)] ?? 0) + 1;
      // 10,001 equally likely rolls; `chance`% of the die wins, e.g. over 98.00 wins on 98.01–100.00.
      tally.add(paidBy(round), diceMultiplier(params), (chance * 100) / 10_001);
    }
    const expected = buckets.map((_, i) => (rounds * (i === 100 ? 1 : 100)) / 10_001);
    return {
      distributions: [{ label: 'roll, 101 buckets', ...chiSquare(buckets, expected) }],
      rtp: tally.check(),
    };
  });
}

/** Mines counts the bets cycle through; each bet reveals 1–4 tiles then cashes out. */
const MINES_COUNTS = [1, 3, 5, 10, 15];

export function minesFairness(
  game: 'mines' | 'junglemines',
  gridCount: number,
  rounds: number,
): GameFairness {
  return timed(game, rounds, () => {
    const firstMine = new Array<number>(gridCount).fill(0);
    const tally = new ReturnTally();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const minesCount = MINES_COUNTS[nonce % MINES_COUNTS.length] ?? 3;
      const reveals = Math.min(
        1 + (Math.floor(nonce / MINES_COUNTS.length) % 4),
        gridCount - minesCount,
      );
      const opened = open(game, { gridCount, minesCount }, nonce);
      const [first = -1] = (opened.outcome as MinesOutcome).mines;
      firstMine[first] = (firstMine[first] ?? 0) + 1;
      // Reveal from a different corner each time so no tile is favoured by the strategy.
      const start = nonce % gridCount;
      const round = play(opened, reveals, (step) => ({
        type: 'reveal',
        tile: (start + step) % gridCount,
      }));
      let survive = 1;
      for (let i = 0; i < reveals; i++) survive *= (gridCount - minesCount - i) / (gridCount - i);
      tally.add(paidBy(round), minesMultiplier(gridCount, minesCount, reveals), survive);
    }
    return {
      distributions: [
        {
          label: `first mine's tile of ${gridCount}`,
          ...chiSquare(
            firstMine,
            firstMine.map(() => rounds / gridCount),
          ),
        },
      ],
      rtp: tally.check(),
    };
  });
}

/** The sets of hazard columns a row can have, as sorted keys ("0,2"). */
function hazardSets(columns: number, hazards: number): string[] {
  const sets: string[] = [];
  const pick = (from: number, chosen: number[]): void => {
    if (chosen.length === hazards) {
      sets.push(chosen.join(','));
      return;
    }
    for (let column = from; column < columns; column++) pick(column + 1, [...chosen, column]);
  };
  pick(0, []);
  return sets;
}

export function towersFairness(rounds: number): GameFairness {
  return timed('towers', rounds, () => {
    const counts = TOWERS_DIFFICULTIES.map((d) => {
      const sets = hazardSets(d.columns, d.hazardsPerRow);
      return { sets, seen: new Map(sets.map((set) => [set, 0])), rows: 0 };
    });
    const tally = new ReturnTally();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const which = nonce % TOWERS_DIFFICULTIES.length;
      const difficulty = TOWERS_DIFFICULTIES[which];
      const count = counts[which];
      if (!difficulty || !count) throw new Error('no such difficulty');
      const params = { difficulty: difficulty.id };
      const opened = open('towers', params, nonce);
      for (const row of (opened.outcome as TowersOutcome).hazards) {
        const key = [...row].sort((a, b) => a - b).join(',');
        count.seen.set(key, (count.seen.get(key) ?? 0) + 1);
        count.rows += 1;
      }
      const rows = 1 + (Math.floor(nonce / TOWERS_DIFFICULTIES.length) % 3);
      const round = play(opened, rows, (step) => ({
        type: 'climb',
        column: (nonce + step) % difficulty.columns,
      }));
      const safe = (difficulty.columns - difficulty.hazardsPerRow) / difficulty.columns;
      tally.add(paidBy(round), towersMultiplier(params, rows), safe ** rows);
    }
    return {
      distributions: TOWERS_DIFFICULTIES.map((d, i) => {
        const count = counts[i];
        if (!count) throw new Error('no counts');
        const observed = count.sets.map((set) => count.seen.get(set) ?? 0);
        const expected = count.sets.map(() => count.rows / count.sets.length);
        return {
          label: `${d.id} hazard columns (${TOWERS_ROWS} rows a round)`,
          ...chiSquare(observed, expected),
        };
      }),
      rtp: tally.check(),
    };
  });
}

export function linearminesFairness(rounds: number): GameFairness {
  return timed('linearmines', rounds, () => {
    // Hit lanes 0 … lanes − 1, then "no hit" last.
    const hits = LINEARMINES_DIFFICULTIES.map((d) => ({
      counts: new Array<number>(d.lanes + 1).fill(0),
      rounds: 0,
    }));
    const tally = new ReturnTally();
    for (let nonce = 0; nonce < rounds; nonce++) {
      const which = nonce % LINEARMINES_DIFFICULTIES.length;
      const difficulty = LINEARMINES_DIFFICULTIES[which];
      const hit = hits[which];
      if (!difficulty || !hit) throw new Error('no such difficulty');
      const params = { difficulty: difficulty.id };
      const opened = open('linearmines', params, nonce);
      const lane = (opened.outcome as LinearminesOutcome).hitLane ?? difficulty.lanes;
      hit.counts[lane] = (hit.counts[lane] ?? 0) + 1;
      hit.rounds += 1;
      const lanes = 1 + (Math.floor(nonce / LINEARMINES_DIFFICULTIES.length) % 5);
      const round = play(opened, lanes, () => ({ type: 'cross' }));
      tally.add(
        paidBy(round),
        linearminesMultiplier(params, lanes),
        (1 - difficulty.hazardChance) ** lanes,
      );
    }
    return {
      distributions: LINEARMINES_DIFFICULTIES.map((d, i) => {
        const hit = hits[i];
        if (!hit) throw new Error('no counts');
        // Geometric, cut at the last lane: hit at lane i with (1 − p)^i × p, no hit with (1 − p)^lanes.
        const expected = hit.counts.map((_, lane) =>
          lane === d.lanes
            ? hit.rounds * (1 - d.hazardChance) ** d.lanes
            : hit.rounds * (1 - d.hazardChance) ** lane * d.hazardChance,
        );
        return { label: `${d.id} hit lane`, ...chiSquare(hit.counts, expected) };
      }),
      rtp: tally.check(),
    };
  });
}

/** Every Original's fairness over `rounds` rounds each. */
export function originalsFairness(rounds: number): GameFairness[] {
  return [
    diceFairness(rounds),
    minesFairness('mines', 25, rounds),
    minesFairness('junglemines', 30, rounds),
    towersFairness(rounds),
    linearminesFairness(rounds),
  ];
}
