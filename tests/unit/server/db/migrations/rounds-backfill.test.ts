// @vitest-environment node
/**
 * Migration 0010 (rounds) on a database that already holds provider rounds: each round the
 * seamless wallet booked before it becomes a `rounds` row in the state its ledger movements
 * (and the old lost-round records) say, and the settled ones enter the site's bet counters,
 * which nothing had counted until then.
 */
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../../../../server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '../../../../../server/db/migrate';
import { rounds } from '../../../../../server/db/schema';
import { readGlobalStats } from '../../../../../server/modules/stats/repository';
import { createLedger, type Movement } from '../../../../../server/modules/wallet/ledger';
import { dollars } from '../../../../../server/modules/wallet/money';
import { makeTempDir } from '../../../../support/temp-dir';
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

beforeAll(async () => {
  database = await openDatabase({ dataDir: dir.path, databaseUrl: null });
  if (database.handle.driver !== 'pglite') throw new Error('expected PGlite');
  await migrate(database.handle.db, { migrationsFolder: migrationsBeforeRounds() });
}, 120_000);

afterAll(async () => {
  await database?.close();
  dir.remove();
});

describe('migration 0010 (rounds)', () => {
  it('turns the provider rounds booked before it into rounds and counts the settled ones', async () => {
    const { db } = database;
    const ledger = createLedger(db);
    const [userId = ''] = await insertPlayers(db, 1);
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

    await runMigrations(database);

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
});
