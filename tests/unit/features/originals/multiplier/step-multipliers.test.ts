// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LINEARMINES_DIFFICULTIES, TOWERS_DIFFICULTIES, TOWERS_ROWS } from '@/contracts/originals';
import { formatMultiplierUnits } from '@/features/originals/multiplier/format-multiplier';
import { linearminesMultiplier, minesMultiplier, towersMultiplier } from '@/games';

/** The labels the boards show beside each step, from the shared rules. */
const minesMultiplierAfter = minesMultiplier;
const towersMultiplierAfter = (
  difficulty: (typeof TOWERS_DIFFICULTIES)[number]['id'],
  rows: number,
) => towersMultiplier({ difficulty }, rows);
const laneMultiplierAfter = (
  difficulty: (typeof LINEARMINES_DIFFICULTIES)[number]['id'],
  lanes: number,
) => linearminesMultiplier({ difficulty }, lanes);

/** Chance of surviving k steps times what they pay is the 99% RTP, less the rounding down. */
function expectRtp(multiplierUnits: number, survival: number) {
  const rtp = (multiplierUnits / 10_000) * survival;
  expect(rtp).toBeLessThanOrEqual(0.99 + 1e-12);
  expect(rtp).toBeGreaterThan(0.99 - survival / 10_000 - 1e-12);
}

describe('the multiplier a mines player sees for the next tile', () => {
  it('pays 1.125× for the first gem among 3 mines on 25 tiles, exactly', () => {
    expect(minesMultiplierAfter(25, 3, 1)).toBe(11_250);
    expect(formatMultiplierUnits(minesMultiplierAfter(25, 3, 1))).toBe('1.13×');
    expect(minesMultiplierAfter(25, 3, 2)).toBe(12_857);
  });

  it('pays 24.75× for the one safe tile among 24 mines, and for clearing a 1-mine board', () => {
    expect(minesMultiplierAfter(25, 24, 1)).toBe(247_500);
    expect(minesMultiplierAfter(25, 1, 24)).toBe(247_500);
  });

  it('keeps 99% of the fair odds on every board and grows with every reveal', () => {
    for (const grid of [16, 20, 25, 30, 36, 42, 49]) {
      for (const mines of [1, 3, Math.floor(grid / 2), grid - 1]) {
        let survival = 1;
        let previous = 0;
        for (let k = 1; k <= grid - mines; k++) {
          survival *= (grid - mines - (k - 1)) / (grid - (k - 1));
          const units = minesMultiplierAfter(grid, mines, k);
          expect(units).toBeGreaterThan(previous);
          expectRtp(units, survival);
          previous = units;
        }
      }
    }
  });
});

describe('the multiplier beside each towers row', () => {
  it('pays 1.32× for the first easy row and 3.96× for the first scary row', () => {
    expect(towersMultiplierAfter('_easy', 1)).toBe(13_200);
    expect(towersMultiplierAfter('_scary', 1)).toBe(39_600);
    expect(towersMultiplierAfter('_hard', 9)).toBe(5_068_800);
  });

  it('keeps 99% of the fair odds on every difficulty, up to the top row', () => {
    for (const d of TOWERS_DIFFICULTIES) {
      for (let row = 1; row <= TOWERS_ROWS; row++) {
        const survival = ((d.columns - d.hazardsPerRow) / d.columns) ** row;
        expectRtp(towersMultiplierAfter(d.id, row), survival);
      }
    }
  });
});

describe('the multiplier on each Mission Uncrossable lane', () => {
  it('pays 1.03× for the first easy lane and 1.65× for the first daredevil lane', () => {
    expect(laneMultiplierAfter('easy', 1)).toBe(10_312);
    expect(laneMultiplierAfter('daredevil', 1)).toBe(16_500);
  });

  it('keeps 99% of the fair odds on every lane of every difficulty', () => {
    for (const d of LINEARMINES_DIFFICULTIES) {
      for (let lane = 1; lane <= d.lanes; lane++) {
        expectRtp(laneMultiplierAfter(d.id, lane), (1 - d.hazardChance) ** lane);
      }
    }
  });
});
