/**
 * A server process that dies with a mines round open (for the Originals' crash test): it
 * builds the app on the PostgreSQL database, bets on mines for the given player, reveals one
 * safe tile, reports the round (and its stored board, which the player never sees) as one
 * JSON line, then sends a second reveal and waits to be killed — at whatever point of that
 * step the kill lands.
 */
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { openDatabase } from '@server/db/client';
import { originalRounds } from '@server/db/schema';
import { eq } from 'drizzle-orm';

const [url, userId, dataDir] = process.argv.slice(2);
if (!url || !userId || !dataDir)
  throw new Error('usage: originals-crash-child <url> <userId> <dir>');

const database = await openDatabase({ dataDir, databaseUrl: url });
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  STATIC_DIR: `${dataDir}/no-client`,
  DATABASE_URL: url,
  OPERATOR_TOKEN: 'crash-child-operator-token-0123456789',
});
const app = await buildApp({ config, database });
await app.ready();

const round = await app.originals.bet(userId, {
  game: 'mines',
  params: { gridCount: 25, minesCount: 3 },
  amount: '2',
  balanceType: 'usdt',
  clientSeed: 'crashclientseed',
  actionId: 'crash-test-bet-000001',
});
const [row] = await database.db
  .select({ outcome: originalRounds.outcome })
  .from(originalRounds)
  .where(eq(originalRounds.id, round.id));
const mines = ((row ?? { outcome: { mines: [] } }).outcome as { mines: number[] }).mines;
const safe = [...Array(25).keys()].filter((tile) => !mines.includes(tile));
const revealed = await app.originals.act(userId, {
  actionId: 'crash-test-reveal-0001',
  roundId: round.id,
  action: { type: 'reveal', tile: safe[0] ?? 0 },
});
process.stdout.write(`${JSON.stringify({ round: revealed, mines, next: safe[1] })}\n`);
void app.originals.act(userId, {
  actionId: 'crash-test-reveal-0002',
  roundId: round.id,
  action: { type: 'reveal', tile: safe[1] ?? 0 },
});
// Never ends by itself: the parent kills this process.
await new Promise(() => {});
