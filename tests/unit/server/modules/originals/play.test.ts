// @vitest-environment node
/**
 * The Originals played over a real socket, as a player does: dice settles at once; a mines
 * board is played tile by tile and cashed out or lost; the money moves through the ledger
 * once per round whatever is repeated; refusals answer in the player's words and move
 * nothing; and every outcome is the one the player's seeds give (recomputed here with the
 * shared rules after the pair is revealed).
 */
import type { SettledBet } from '@server/modules/rounds/settled-bet';
import { balanceUnitsOf } from '@server/modules/wallet/balances-repository';
import { createTestContext, type TestContext } from '@tests/support/app';
import { type ClientSocket, listenLocally, openConnected } from '@tests/support/sockets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RoundView, revealedSeedPairSchema, seedsSchema } from '@/contracts/originals';
import { floatCountOf, gameFloats, openRound, serverSeedHash } from '@/games';
import {
  act,
  actionId,
  bet,
  cashOut,
  type GamePlayer,
  gamePlayer,
  roundOf,
  storedMines,
} from './originals-players';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const sockets: ClientSocket[] = [];
const settled: SettledBet[] = [];

beforeAll(async () => {
  ctx = await createTestContext('originals-play');
  app = await ctx.app({ HOST: '127.0.0.1', PORT: '0' });
  app.rounds.onSettled((settledBet) => settled.push(settledBet));
  base = await listenLocally(app);
}, 60_000);
afterAll(async () => {
  for (const open of sockets) open.disconnect();
  await ctx?.close();
});

const player = (funds?: string) => gamePlayer(app, base, sockets, funds);
const settledOf = (roundId: string) => settled.filter((b) => b.roundId === roundId);
const dice = { game: 'dice', params: { target: 50.5, condition: 'over' } } as const;
const mines3 = { game: 'mines', params: { gridCount: 25, minesCount: 3 } } as const;

async function rotate(gamer: GamePlayer, clientSeed = 'nextclientseed1') {
  return gamer.client.post('/api/fairness/rotate', { clientSeed });
}

describe('dice', () => {
  it('settles at once, pays through the ledger and publishes the bet once', async () => {
    const amina = await player();
    const round = roundOf(await bet(amina.socket, dice));
    expect(round).toMatchObject({ game: 'dice', amount: 1, balanceType: 'usdt', nonce: 0 });
    expect(['won', 'lost']).toContain(round.status);
    if (round.outcome === null || round.game !== 'dice') throw new Error('dice shows its roll');
    const won = round.outcome.roll > 50.5;
    expect(round.status).toBe(won ? 'won' : 'lost');
    // Over 50.50 wins with a 49.5% chance: 99 / 49.5 = 2×.
    expect(round.payout).toBe(won ? 2 : 0);
    expect(await amina.balance()).toBeCloseTo(10 - 1 + round.payout, 8);
    expect(settledOf(round.id)).toHaveLength(1);
    const history = (await amina.client.get('/api/wallet/history?tab=bets')).json() as {
      rows: Array<{ type: string; reference: string | null; meta: Record<string, unknown> }>;
    };
    const ofRound = history.rows.filter((row) => row.meta.roundId === round.id);
    expect(ofRound.map((row) => row.type).sort()).toEqual(won ? ['bet', 'payout'] : ['bet']);
    expect(ofRound.every((row) => row.reference === 'dice')).toBe(true);
  });

  it('acts once on a bet message sent twenty times', async () => {
    const baraka = await player();
    const id = actionId();
    const acks = await Promise.all(
      Array.from({ length: 20 }, () => bet(baraka.socket, { ...dice, actionId: id })),
    );
    const rounds = acks.map(roundOf);
    expect(new Set(rounds.map((r) => r.id)).size).toBe(1);
    const [round] = rounds as [RoundView];
    expect(await baraka.balance()).toBeCloseTo(10 - 1 + round.payout, 8);
    expect(settledOf(round.id)).toHaveLength(1);
  });

  it('draws each bet from the next nonce, recomputable once the seed is revealed', async () => {
    const chausiku = await player();
    const seeds = seedsSchema.parse((await chausiku.client.get('/api/fairness/seeds')).json());
    expect(seeds.active.nonce).toBe(0);
    const first = roundOf(await bet(chausiku.socket, dice));
    const second = roundOf(await bet(chausiku.socket, dice));
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    expect(first.serverSeedHash).toBe(seeds.active.serverSeedHash);
    expect(first.clientSeed).toBe(seeds.active.clientSeed);
    const rotated = await rotate(chausiku);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const revealed = revealedSeedPairSchema.parse(rotated.json().revealed);
    expect(serverSeedHash(revealed.serverSeed)).toBe(first.serverSeedHash);
    expect(revealed.nonce).toBe(2);
    for (const round of [first, second]) {
      const floats = gameFloats(
        { ...revealed, nonce: round.nonce },
        floatCountOf('dice', dice.params),
      );
      expect(openRound('dice', dice.params, floats).outcome).toEqual(round.outcome);
    }
    const third = roundOf(await bet(chausiku.socket, dice));
    expect(third).toMatchObject({ nonce: 0, clientSeed: 'nextclientseed1' });
    expect(third.serverSeedHash).not.toBe(first.serverSeedHash);
    const record = await chausiku.client.get(`/api/originals/bets/${first.id}`);
    expect(record.json()).toMatchObject({
      serverSeed: revealed.serverSeed,
      nonce: 0,
      gameId: 'dice',
    });
  });
});

describe('mines', () => {
  it('hides the board while open, pays the cash-out once and shows the board at the end', async () => {
    const dalila = await player();
    const open = roundOf(await bet(dalila.socket, mines3));
    expect(open).toMatchObject({ status: 'active', outcome: null, payoutMultiplier: 0 });
    expect(await dalila.balance()).toBeCloseTo(9, 8);
    const mines = await storedMines(app, open.id);
    const safe = Array.from({ length: 25 }, (_, tile) => tile).filter((t) => !mines.includes(t));
    const tooEarly = await cashOut(dalila.socket, open.id);
    expect(tooEarly).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    const revealId = actionId();
    const once = roundOf(
      await act(dalila.socket, open.id, { type: 'reveal', tile: safe[0] ?? 0 }, revealId),
    );
    const again = roundOf(
      await act(dalila.socket, open.id, { type: 'reveal', tile: safe[0] ?? 0 }, revealId),
    );
    expect(again).toEqual(once);
    const two = roundOf(await act(dalila.socket, open.id, { type: 'reveal', tile: safe[1] ?? 0 }));
    if (two.game !== 'mines') throw new Error('a mines round');
    expect(two.progress.revealed).toEqual([safe[0], safe[1]]);
    // 0.99 × 25/22 × 24/21 = 1.2857…
    expect(two.payoutMultiplier).toBeCloseTo(1.2857, 4);
    const cashId = actionId();
    const [paid, repeated] = await Promise.all([
      cashOut(dalila.socket, open.id, cashId),
      cashOut(dalila.socket, open.id, cashId),
    ]);
    const end = roundOf(paid);
    expect(roundOf(repeated)).toEqual(end);
    expect(end).toMatchObject({ status: 'won', payout: 1.2857 });
    if (end.game !== 'mines') throw new Error('a mines round');
    expect(end.outcome?.mines).toEqual(mines);
    expect(await dalila.balance()).toBeCloseTo(9 + 1.2857, 8);
    expect(settledOf(open.id)).toHaveLength(1);
    expect(await act(dalila.socket, open.id, { type: 'reveal', tile: safe[2] ?? 0 })).toMatchObject(
      {
        ok: false,
        code: 'ROUND_OVER',
      },
    );
  });

  it('loses the stake on a mine, and a cash-out sent with it settles the round once', async () => {
    const eliud = await player();
    const open = roundOf(await bet(eliud.socket, mines3));
    const mines = await storedMines(app, open.id);
    const safe = Array.from({ length: 25 }, (_, t) => t).find((t) => !mines.includes(t)) ?? 0;
    roundOf(await act(eliud.socket, open.id, { type: 'reveal', tile: safe }));
    const [boom, cash] = await Promise.all([
      act(eliud.socket, open.id, { type: 'reveal', tile: mines[0] ?? 0 }),
      cashOut(eliud.socket, open.id),
    ]);
    const outcomes = [boom, cash].map((ack) => (ack.ok ? ack.round?.status : ack.code));
    expect(outcomes.filter((o) => o === 'ROUND_OVER')).toHaveLength(1);
    expect(settledOf(open.id)).toHaveLength(1);
    const paid = settledOf(open.id)[0]?.payout ?? -1n;
    expect(await eliud.balance()).toBeCloseTo(9 + Number(paid) / 1e8, 8);
  });

  it('keeps one open board per player and refuses to reveal its seed while it is open', async () => {
    const faraji = await player();
    const open = roundOf(await bet(faraji.socket, mines3));
    expect(await bet(faraji.socket, mines3)).toMatchObject({ ok: false, code: 'ACTIVE_ROUND' });
    expect(await faraji.balance()).toBeCloseTo(9, 8);
    const refused = await rotate(faraji);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Finish your open game/);
    // A reload (or a restart): the same board comes back, still hiding its mines.
    const resumed = await faraji.socket.emitWithAck('originals:active', { game: 'mines' });
    expect(resumed).toEqual({ ok: true, round: open });
  });
});

describe('refusals', () => {
  it('answers bad input, small bets, empty balances and visitors without moving money', async () => {
    const gift = await player('0.5');
    const cases: Array<[unknown, string]> = [
      [{ ...dice, params: { target: 120, condition: 'over' } }, 'BAD_REQUEST'],
      [{ ...mines3, params: { gridCount: 25, minesCount: 25 } }, 'BAD_REQUEST'],
      [{ ...mines3, params: { gridCount: 30, minesCount: 3 } }, 'BAD_REQUEST'],
      [{ ...dice, amount: '0.001' }, 'BELOW_MINIMUM'],
      [{ ...dice, amount: '1' }, 'INSUFFICIENT_FUNDS'],
    ];
    for (const [request, code] of cases) {
      expect(await bet(gift.socket, request as never), JSON.stringify(request)).toMatchObject({
        ok: false,
        code,
      });
    }
    const junk = await gift.socket.emitWithAck('originals:bet', 'not a bet' as never);
    expect(junk).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    const act2 = await gift.socket.emitWithAck('originals:act', { roundId: 1 } as never);
    expect(act2).toMatchObject({ ok: false, code: 'BAD_REQUEST' });
    expect(await gift.balance()).toBeCloseTo(0.5, 8);
    const visitor = await openConnected(base, sockets);
    expect(await bet(visitor, dice)).toMatchObject({ ok: false, code: 'SIGNED_OUT' });
  });

  it('refuses a bet from a socket whose session was ended elsewhere', async () => {
    const imani = await player();
    roundOf(await bet(imani.socket, dice));
    const usdt = async () => (await balanceUnitsOf(app.database.db, imani.id)).get('usdt');
    const before = await usdt();
    await app.accounts.signOutEverywhere(imani.id);
    expect(await bet(imani.socket, dice)).toMatchObject({ ok: false, code: 'SIGNED_OUT' });
    expect(await usdt()).toBe(before);
  });

  it('names the limit a bet would break', async () => {
    const hawa = await player();
    const set = await hawa.client.request('PUT', '/api/responsible-gambling/limits', {
      limits: [{ kind: 'wager', period: 'day', amount: '1.5' }],
    });
    expect(set.statusCode, set.body).toBeLessThan(300);
    roundOf(await bet(hawa.socket, dice));
    const refused = await bet(hawa.socket, dice);
    expect(refused).toMatchObject({ ok: false, code: 'PLAY_BLOCKED' });
    if (refused.ok) throw new Error('refused');
    expect(refused.message).toMatch(/limit/i);
  });
});
