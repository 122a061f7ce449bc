/**
 * `npx tsx tests/bench/originals-fairness.ts [rounds]`: the Originals' fairness checks of
 * tests/unit/games/fairness-statistics*.test.ts over 1,000,000 rounds a game (or `rounds`, e.g.
 * ten million for a closer look), on real seed-pair floats. Prints each distribution's
 * chi-square and p-value and each game's RTP against the exact one, with the time each took;
 * exits non-zero when a p-value is under 0.01 or an RTP is outside its 99% interval.
 */
import {
  diceFairness,
  type GameFairness,
  linearminesFairness,
  minesFairness,
  towersFairness,
  Z_99,
} from '../support/originals-fairness';

const rounds = Number(process.argv[2] ?? 1_000_000);
if (!Number.isSafeInteger(rounds) || rounds < 1_000) {
  console.error(`rounds must be a whole number ≥ 1,000, not ${process.argv[2]}`);
  process.exit(2);
}

const games: (() => GameFairness)[] = [
  () => diceFairness(rounds),
  () => minesFairness('mines', 25, rounds),
  () => minesFairness('junglemines', 30, rounds),
  () => towersFairness(rounds),
  () => linearminesFairness(rounds),
];

let failed = false;
for (const run of games) {
  const result = run();
  console.log(
    `\n${result.game}: ${result.rounds.toLocaleString('en')} rounds in ${(result.milliseconds / 1000).toFixed(1)} s`,
  );
  for (const d of result.distributions) {
    const ok = d.pValue > 0.01;
    failed ||= !ok;
    console.log(
      `  ${ok ? 'ok  ' : 'FAIL'} ${d.label}: χ² ${d.statistic.toFixed(2)} on ${d.degreesOfFreedom} df, p = ${d.pValue.toFixed(4)}`,
    );
  }
  const { observed, exact, standardError, z } = result.rtp;
  const ok = Math.abs(z) < Z_99;
  failed ||= !ok;
  console.log(
    `  ${ok ? 'ok  ' : 'FAIL'} RTP ${(observed * 100).toFixed(3)}% vs exact ${(exact * 100).toFixed(3)}% ± ${(Z_99 * standardError * 100).toFixed(3)} (99%), z = ${z.toFixed(2)}`,
  );
}
process.exit(failed ? 1 : 0);
