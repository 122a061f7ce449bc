/**
 * The verifier on the real `@/games` (no fake): it must reproduce Stake's published scheme,
 * recomputed here independently with node:crypto — SHA-256 of the server seed, HMAC-SHA256
 * (server seed, `clientSeed:nonce:round`) read 4 bytes per float, dice as floor(float ×
 * 10,001) / 100, mines as a Fisher–Yates pick over the tiles that remain.
 */
import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { betChoiceOf } from '@/features/fairness/verifier/bet-choice';
import { initialFields } from '@/features/fairness/verifier/verifier-fields';
import { verifyBet } from '@/features/fairness/verifier/verify-bet';

/** Stake's floats, written out here so the test does not trust the code it checks. */
function stakeFloats(serverSeed: string, clientSeed: string, nonce: number, count: number) {
  const floats: number[] = [];
  for (let round = 0; floats.length < count; round += 1) {
    const bytes = createHmac('sha256', serverSeed)
      .update(`${clientSeed}:${nonce}:${round}`)
      .digest();
    for (let at = 0; at < 32 && floats.length < count; at += 4) {
      let float = 0;
      for (let i = 0; i < 4; i += 1) float += (bytes[at + i] ?? 0) / 256 ** (i + 1);
      floats.push(float);
    }
  }
  return floats;
}

const SEEDS = {
  serverSeed: 'c7b9c41d5e0ff6a2a7f2d6c3d0b16a0b8f1bb0cfc4b0e9a54a25a26fbdc8b2a1',
  clientSeed: 'Xk3pQ9wL2mZr7Tb',
  nonce: 42,
};

describe('the verifier on the real games (Stake’s scheme)', () => {
  it('shows the server seed’s SHA-256 and rolls dice from the first float', () => {
    const choice = betChoiceOf('dice', initialFields({ game: 'dice', target: 50.5 }));
    if (!choice.ok) throw new Error('dice params refused');
    const { serverSeedHash: hash, floats, drawn } = verifyBet(SEEDS, choice.choice);
    expect(hash).toBe(createHash('sha256').update(SEEDS.serverSeed).digest('hex'));
    const [float = 0] = stakeFloats(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, 1);
    expect(floats).toEqual([float]);
    expect(drawn).toMatchObject({
      game: 'dice',
      outcome: { roll: Math.floor(float * 10_001) / 100 },
    });
  });

  it('places the mines where a Fisher–Yates pick over the remaining tiles puts them', () => {
    const fields = initialFields({ game: 'mines', gridCount: 25, minesCount: 5 });
    const choice = betChoiceOf('mines', fields);
    if (!choice.ok) throw new Error('mines params refused');
    const { floats, drawn } = verifyBet(SEEDS, choice.choice);
    const expected = stakeFloats(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, floats.length);
    expect(floats).toEqual(expected);
    const tiles = Array.from({ length: 25 }, (_, tile) => tile);
    const mines = expected.slice(0, 5).map((float) => {
      const [tile = -1] = tiles.splice(Math.floor(float * tiles.length), 1);
      return tile;
    });
    expect(drawn).toMatchObject({ game: 'mines', outcome: { mines } });
  });

  it('draws a tower whose every row holds its difficulty’s hazards, and the first lane hit', () => {
    const towers = betChoiceOf('towers', initialFields({ game: 'towers', difficulty: '_spooky' }));
    if (!towers.ok) throw new Error('towers params refused');
    const tower = verifyBet(SEEDS, towers.choice).drawn;
    if (tower.game !== 'towers') throw new Error('not a tower');
    expect(tower.outcome.hazards).toHaveLength(9);
    for (const row of tower.outcome.hazards) {
      expect(new Set(row).size).toBe(2);
      for (const column of row) expect([0, 1, 2]).toContain(column);
    }

    const road = betChoiceOf(
      'linearmines',
      initialFields({ game: 'linearmines', difficulty: 'daredevil' }),
    );
    if (!road.ok) throw new Error('linearmines params refused');
    const { floats, drawn } = verifyBet(SEEDS, road.choice);
    expect(floats).toEqual(stakeFloats(SEEDS.serverSeed, SEEDS.clientSeed, SEEDS.nonce, 15));
    const hit = floats.findIndex((float) => float < 10 / 25);
    expect(drawn).toMatchObject({ outcome: { hitLane: hit === -1 ? null : hit } });
  });
});
