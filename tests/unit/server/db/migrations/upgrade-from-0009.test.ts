// @vitest-environment node
/**
 * The migrations after 0009 on a database that already holds data:
 *   - 0010 (rounds): each provider round the seamless wallet booked before it becomes a
 *     `rounds` row in the state its ledger movements (and the old lost-round records) say,
 *     and the settled ones enter the site's bet counters, which nothing had counted;
 *   - 0011: the recommended sort, whose flag gated nothing before, stays on where the old
 *     default (off) was stored.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Database, openDatabase } from '@server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '@server/db/migrate';
import { rounds, siteSettings } from '@server/db/schema';
import { readGlobalStats } from '@server/modules/stats/repository';
import { createLedger, type Movement } from '@server/modules/wallet/ledger';
import { dollars } from '@server/modules/wallet/money';
import { makeTempDir } from '@tests/support/temp-dir';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertPlayers } from '../../modules/wallet/players';

const BEFORE = '0009_chat';
const dir = makeTempDir('rounds-backfill');
let database: Database;

/** The migrations folder as it was before rounds: the files and journal up to 0009. */
function migrationsBeforeRounds(): string {
  const folder = join(dir.path, 'migrations');
  mkdirSync(join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === BEFORE);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const { tag } of journal.entries as Array<{ tag: string }>) {
    cpSync(join(MIGRATIONS_FOLDER, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  return folder;
}

let userId: string;

/** What an install at 0009 holds: provider rounds in every state, and its stored flags. */
async function storeDataOf0009() {
  const { db } = database;
  const ledger = createLedger(db);
  [userId = ''] = await insertPlayers(db, 1);
  const post = (key: string, type: Movement['type'], amount: bigint) =>
    ledger.post({
      type,
      idempotencyKey: key,
      balanceType: 'xrp',
      reference: 'sandbox-fruit-party',
      legs: [
        { account: 'player', userId, amount },
        { account: type === 'deposit' ? 'payments' : 'house', amount: -amount },
      ],
    });
  await post('fund', 'deposit', dollars(20));
  await post('game:roundWon1:bet', 'bet', -dollars(2));
  await post('game:roundWon1:win', 'payout', dollars(5));
  await post('game:roundLost1:bet', 'bet', -dollars(1));
  await db.execute(sql`insert into game_lost_rounds (round_id) values ('roundLost1')`);
  await post('game:roundOpen1:bet', 'bet', -dollars(3));
  await post('game:roundBack1:bet', 'bet', -dollars(4));
  await post('game:roundBack1:refund', 'refund', dollars(4));

  await db.insert(siteSettings).values({
    key: 'flags',
    value: { cashEnabled: true, recommendedSort: false, seasonalMode: false },
  });
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: dir.path, databaseUrl: null });
  if (database.handle.driver !== 'pglite') throw new Error('expected PGlite');
  await migrate(database.handle.db, { migrationsFolder: migrationsBeforeRounds() });
  await storeDataOf0009();
  await runMigrations(database);
}, 120_000);

afterAll(async () => {
  await database?.close();
  dir.remove();
});

describe('upgrading from 0009', () => {
  it('turns the provider rounds booked before 0010 into rounds and counts the settled ones', async () => {
    const { db } = database;

    const rows = await db.select().from(rounds).orderBy(rounds.id);
    expect(
      rows.map(({ id, state, stake, payout, userId: owner, balanceType, game }) => ({
        id,
        state,
        stake,
        payout,
        owner,
        balanceType,
        game,
      })),
    ).toEqual([
      {
        id: 'roundBack1',
        state: 'rolledBack',
        stake: dollars(4),
        payout: 0n,
        owner: userId,
        balanceType: 'xrp',
        game: 'sandbox-fruit-party',
      },
      {
        id: 'roundLost1',
        state: 'settled',
        stake: dollars(1),
        payout: 0n,
        owner: userId,
        balanceType: 'xrp',
        game: 'sandbox-fruit-party',
      },
      {
        id: 'roundOpen1',
        state: 'open',
        stake: dollars(3),
        payout: 0n,
        owner: userId,
        balanceType: 'xrp',
        game: 'sandbox-fruit-party',
      },
      {
        id: 'roundWon1',
        state: 'settled',
        stake: dollars(2),
        payout: dollars(5),
        owner: userId,
        balanceType: 'xrp',
        game: 'sandbox-fruit-party',
      },
    ]);
    expect(rows.every((row) => row.kind === 'provider')).toBe(true);
    expect(await readGlobalStats(db)).toEqual({ allTimeNumBets: 2, globalAmountWonPast24: 5 });
  });

  it('keeps the recommended sort on and every other stored flag as it was', async () => {
    const [flags] = await database.db.select().from(siteSettings);
    expect(flags?.value).toEqual({ cashEnabled: true, recommendedSort: true, seasonalMode: false });
  });
});
