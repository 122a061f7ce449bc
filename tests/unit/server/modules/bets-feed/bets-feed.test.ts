// @vitest-environment node
/**
 * The live bets feed as players and visitors see it: bets settled through the shared rounds
 * (an Original's, a provider's) appear in the tabs they belong to, in the site's counters and
 * over the socket; a player who hides their name shows as hidden to everyone, still gets their
 * own bets in "my bets", and no one else ever learns their name or id.
 */
import { randomUUID } from 'node:crypto';
import type { Movement } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { createTestContext, type TestContext } from '@tests/support/app';
import { type ClientSocket, listenLocally, openConnected } from '@tests/support/sockets';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BETS_FEED_ROWS,
  type BetsFeedBatch,
  type BetsFeedRow,
  type BetsFeedTab,
  betsFeedResponseSchema,
} from '@/contracts/bets-feed';
import { settingsSchemas } from '@/contracts/settings';
import { fund, registerPlayer, type TestPlayer } from '../tips/players';

let ctx: TestContext;
let app: FastifyInstance;
let base: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  ctx = await createTestContext('bets-feed');
  app = await ctx.app({ HOST: '127.0.0.1', PORT: '0' });
  base = await listenLocally(app);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await ctx?.close();
});

async function fundedPlayer(prefix: string): Promise<TestPlayer> {
  const player = await registerPlayer(app, prefix);
  await fund(app, player.name, 'usdt', '10000');
  return player;
}

const money = (userId: string, key: string, type: Movement['type'], amount: bigint): Movement => ({
  type,
  idempotencyKey: key,
  balanceType: 'usdt',
  legs: [
    { account: 'player', userId, amount },
    { account: 'house', amount: -amount },
  ],
});

interface Bet {
  kind?: string;
  game: string;
  stake: string;
  payout: string;
}

/** A bet staked then settled through `app.rounds`, as every game's rounds are; its row id. */
async function settle(player: TestPlayer, bet: Bet): Promise<string> {
  const kind = bet.kind ?? bet.game;
  const id = randomUUID();
  const stake = dollars(bet.stake);
  const payout = dollars(bet.payout);
  await app.rounds.step({ kind, id }, { create: true }, async (round) => {
    await round.book.post(money(player.id, `${kind}:${id}:bet`, 'bet', -stake));
    await round.staked({ userId: player.id, balanceType: 'usdt', game: bet.game, amount: stake });
  });
  await app.rounds.step({ kind, id }, { create: false }, async (round) => {
    if (payout > 0n) await round.book.post(money(player.id, `${kind}:${id}:win`, 'payout', payout));
    await round.settled(payout);
  });
  return `${kind}:${id}`;
}

async function tab(name: BetsFeedTab, player?: TestPlayer): Promise<BetsFeedRow[]> {
  const url = `/api/bets-feed/latest?tab=${name}`;
  const response = player ? await player.client.get(url) : await app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return betsFeedResponseSchema.parse(response.json()).rows;
}

const ids = (rows: BetsFeedRow[]) => rows.map((row) => row.id);

async function globalStats() {
  const response = await app.inject({ method: 'GET', url: '/api/settings/get' });
  return settingsSchemas().response.parse(response.json()).settings.globalStats;
}

async function hideInFeed(player: TestPlayer, hidden: boolean): Promise<void> {
  const response = await player.client.post('/api/system/changeSystemSettingAsUser', {
    systemName: 'privacy',
    settingName: 'hideInFeed',
    value: hidden,
  });
  expect(response.statusCode, response.body).toBe(200);
}

function socketOf(player?: TestPlayer): Promise<ClientSocket> {
  const cookie = player
    ? [...player.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    : undefined;
  return openConnected(base, sockets, cookie ? { extraHeaders: { cookie } } : {});
}

/** What a socket hears of the feed from now on (a batch may still hold earlier tests' bets). */
function feedHeardBy(socket: ClientSocket) {
  const batches: BetsFeedBatch[] = [];
  const waiting = new Set<() => void>();
  socket.on('bets_feed:new', (batch) => {
    batches.push(batch);
    for (const check of waiting) check();
  });
  const copiesOf = (id: string) =>
    batches.flatMap((batch) => batch.bets.filter((bet) => bet.row.id === id));
  return {
    batches,
    copiesOf,
    /** The batch that brought bet `id`. */
    batchWith(id: string): Promise<BetsFeedBatch> {
      return new Promise((resolve) => {
        const check = () => {
          const found = batches.find((batch) => batch.bets.some((bet) => bet.row.id === id));
          if (!found) return;
          waiting.delete(check);
          resolve(found);
        };
        waiting.add(check);
        check();
      });
    },
  };
}

describe('the live bets feed', () => {
  it("shows an Original's settled bet in all bets with its name, amounts and the player", async () => {
    const amina = await fundedPlayer('feed');
    const id = await settle(amina, { game: 'mines', stake: '2', payout: '5.5' });

    const [newest] = await tab('all');
    expect(newest).toEqual({
      id,
      game: 'mines',
      gameName: 'Mines',
      player: amina.name,
      time: expect.any(String),
      betAmount: 2,
      multiplier: 2.75,
      payout: 5.5,
    });
    expect(Date.now() - Date.parse(newest?.time ?? '')).toBeLessThan(60_000);
    // Mission Uncrossable's identifier is linearmines; a lost bet has multiplier 0.
    const lost = await settle(amina, { game: 'linearmines', stake: '1', payout: '0' });
    expect((await tab('all'))[0]).toMatchObject({
      id: lost,
      gameName: 'Mission Uncrossable',
      multiplier: 0,
      payout: 0,
    });
  });

  it("names a provider's game by its catalogue title", async () => {
    const baraka = await fundedPlayer('feed');
    const { games } = await app.catalogue.snapshot();
    const slot = games.find((game) => game.aggregator !== 'house') ?? games[0];
    if (!slot) throw new Error('the test catalogue has no games');
    const id = await settle(baraka, {
      kind: 'provider',
      game: slot.identifier,
      stake: '1',
      payout: '1.2',
    });
    expect((await tab('all'))[0]).toMatchObject({
      id,
      game: slot.identifier,
      gameName: slot.title,
    });
  });

  it('keeps the newest 12 bets, newest first', async () => {
    const chege = await fundedPlayer('feed');
    const settled: string[] = [];
    for (let i = 0; i < BETS_FEED_ROWS + 2; i += 1) {
      settled.push(await settle(chege, { game: 'dice', stake: '1', payout: '0' }));
    }
    expect(ids(await tab('all'))).toEqual(settled.slice(-BETS_FEED_ROWS).reverse());
  });

  it('lists high rollers from a payout of 100 and lucky wins from 25x on a 0.10 wager', async () => {
    const dalia = await fundedPlayer('feed');
    const high = await settle(dalia, { game: 'towers', stake: '50', payout: '100' });
    const almostHigh = await settle(dalia, { game: 'towers', stake: '50', payout: '99.99' });
    const lucky = await settle(dalia, { game: 'dice', stake: '0.1', payout: '2.5' });
    const tooSmall = await settle(dalia, { game: 'dice', stake: '0.09', payout: '9' });
    const almostLucky = await settle(dalia, { game: 'dice', stake: '1', payout: '24.99' });

    const highRows = ids(await tab('high'));
    expect(highRows).toContain(high);
    expect(highRows).not.toContain(almostHigh);
    expect(highRows).not.toContain(lucky);
    const luckyRows = ids(await tab('lucky'));
    expect(luckyRows[0]).toBe(lucky);
    expect(luckyRows).not.toContain(tooSmall);
    expect(luckyRows).not.toContain(almostLucky);
    expect(luckyRows).not.toContain(high);
  });

  it('shows a player only their own bets in my bets, and refuses it to visitors', async () => {
    const esi = await fundedPlayer('feed');
    const faraji = await fundedPlayer('feed');
    const mine = await settle(esi, { game: 'dice', stake: '1', payout: '2' });
    await settle(faraji, { game: 'dice', stake: '1', payout: '2' });

    expect(ids(await tab('mine', esi))).toEqual([mine]);
    const visitor = await app.inject({ method: 'GET', url: '/api/bets-feed/latest?tab=mine' });
    expect(visitor.statusCode).toBe(401);
    const unknownTab = await app.inject({ method: 'GET', url: '/api/bets-feed/latest?tab=big' });
    expect(unknownTab.statusCode).toBe(400);
  });

  it('moves the global stats and the total bets counter with every settled bet', async () => {
    const gathoni = await fundedPlayer('feed');
    const before = await globalStats();
    await settle(gathoni, { game: 'dice', stake: '3', payout: '7.25' });
    await settle(gathoni, { game: 'mines', stake: '2', payout: '0' });
    const after = await globalStats();
    expect(after.allTimeNumBets).toBe(before.allTimeNumBets + 2);
    expect(after.globalAmountWonPast24).toBeCloseTo(before.globalAmountWonPast24 + 7.25, 8);
  });

  it('shows a player who hides their name as hidden to everyone, still in their own bets', async () => {
    const hawa = await fundedPlayer('feed');
    await hideInFeed(hawa, true);
    const id = await settle(hawa, { game: 'dice', stake: '1', payout: '30' });

    const visitorView = await app.inject({ method: 'GET', url: '/api/bets-feed/latest' });
    expect(visitorView.body).not.toContain(hawa.name);
    expect(visitorView.body).not.toContain(hawa.id);
    const [row] = betsFeedResponseSchema.parse(visitorView.json()).rows;
    expect(row).toMatchObject({ id, player: null });
    expect((await tab('lucky'))[0]).toMatchObject({ id, player: null });
    expect(await tab('mine', hawa)).toEqual([expect.objectContaining({ id, player: null })]);

    await hideInFeed(hawa, false);
    expect((await tab('all'))[0]).toMatchObject({ id, player: hawa.name });
  });

  it('sends each new bet over the socket, marked mine only for its player', async () => {
    const imani = await fundedPlayer('feed');
    await hideInFeed(imani, true);
    const [own, visitor, other] = await Promise.all([
      socketOf(imani),
      socketOf(),
      socketOf(await fundedPlayer('feed')),
    ]);
    const [toOwn, toVisitor, toOther] = [own, visitor, other].map(feedHeardBy);
    const rawToVisitor: unknown[] = [];
    visitor.onAny((...args: unknown[]) => rawToVisitor.push(args));
    const id = await settle(imani, { game: 'junglemines', stake: '4', payout: '10' });
    await Promise.all([toOwn, toVisitor, toOther].map((heard) => heard?.batchWith(id)));

    const row = { id, game: 'junglemines', gameName: 'Jungle Mines', player: null };
    expect(toOwn?.copiesOf(id)).toEqual([{ row: expect.objectContaining(row), mine: true }]);
    expect(toVisitor?.copiesOf(id)).toEqual([{ row: expect.objectContaining(row), mine: false }]);
    expect(toOther?.copiesOf(id)).toEqual(toVisitor?.copiesOf(id));
    expect(toVisitor?.copiesOf(id)[0]?.row).toEqual((await tab('all'))[0]);
    const sent = JSON.stringify(rawToVisitor);
    expect(sent).not.toContain(imani.id);
    expect(sent).not.toContain(imani.name);
  });

  it('sends bets settled together oldest first, each marked mine for its own player', async () => {
    const [kofi, esi] = await Promise.all([fundedPlayer('feed'), fundedPlayer('feed')]);
    const [kofiSocket, visitor] = await Promise.all([socketOf(kofi), socketOf()]);
    const [toKofi, toVisitor] = [kofiSocket, visitor].map(feedHeardBy);
    const first = await settle(kofi, { game: 'dice', stake: '1', payout: '0' });
    const second = await settle(esi, { game: 'dice', stake: '1', payout: '2' });
    const third = await settle(kofi, { game: 'mines', stake: '1', payout: '3' });
    const ours = new Set([first, second, third]);
    // Usually one batch; a slow machine may split them, never reorder them.
    const heard = async (socket: ReturnType<typeof feedHeardBy> | undefined) => {
      await socket?.batchWith(third);
      return socket?.batches
        .flatMap((batch) => batch.bets)
        .filter((bet) => ours.has(bet.row.id))
        .map((bet) => [bet.row.id, bet.mine]);
    };

    expect(await heard(toVisitor)).toEqual([
      [first, false],
      [second, false],
      [third, false],
    ]);
    expect(await heard(toKofi)).toEqual([
      [first, true],
      [second, false],
      [third, true],
    ]);
  });
});
