/**
 * A server process that dies mid-movement (for the ledger's crash test): it opens the
 * PostgreSQL database, books a debit inside `ledger.run`, reports "posted" with the
 * transaction still open, and waits to be killed before it can commit.
 */
import { openDatabase } from '@server/db/client';
import { createLedger } from '@server/modules/wallet/ledger';

const [url, userId, key] = process.argv.slice(2);
if (!url || !userId || !key) throw new Error('usage: ledger-crash-child <url> <userId> <key>');

const database = await openDatabase({ dataDir: '/nonexistent', databaseUrl: url });
const ledger = createLedger(database.db);
await ledger.run(async (book) => {
  await book.post({
    type: 'withdrawal',
    idempotencyKey: key,
    balanceType: 'usdt',
    legs: [
      { account: 'player', userId, amount: -1_000_000_000n },
      { account: 'pendingWithdrawals', amount: 1_000_000_000n },
    ],
  });
  process.stdout.write('posted\n');
  // Never resolves: the parent kills this process while the transaction is open.
  await new Promise(() => {});
});
