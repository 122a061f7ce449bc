/**
 * The ledger's own proof of health, for tests, benchmarks and the operator CLI: every
 * transaction sums to zero, every running balance equals the sum of its player's entries and
 * none is negative. Any row returned is a defect.
 */

import type { Db } from '@server/db/client';
import { sql } from 'drizzle-orm';

export interface LedgerAudit {
  transactions: number;
  unbalancedTransactions: string[];
  balanceMismatches: Array<{
    userId: string;
    balanceType: string;
    balance: string;
    entries: string;
  }>;
  negativeBalances: Array<{ userId: string; balanceType: string; balance: string }>;
}

function rowsOf(result: unknown): Array<Record<string, unknown>> {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as Array<Record<string, unknown>>) : [];
}

export async function auditLedger(db: Db): Promise<LedgerAudit> {
  const count = rowsOf(await db.execute(sql`select count(*)::text as n from ledger_transactions`));
  const unbalanced = rowsOf(
    await db.execute(sql`
      select t.id::text as id from ledger_transactions t
      left join ledger_entries e on e.transaction_id = t.id
      group by t.id having coalesce(sum(e.amount), 0) <> 0 or count(e.id) < 2`),
  );
  const mismatches = rowsOf(
    await db.execute(sql`
      select coalesce(b.user_id, s.user_id) as "userId",
             coalesce(b.balance_type, s.balance_type) as "balanceType",
             coalesce(b.balance, 0)::text as balance, coalesce(s.total, 0)::text as entries
      from player_balances b
      full join (
        select user_id, balance_type, sum(amount) as total from ledger_entries
        where account = 'player' group by user_id, balance_type
      ) s on s.user_id = b.user_id and s.balance_type = b.balance_type
      where coalesce(b.balance, 0) <> coalesce(s.total, 0)`),
  );
  const negative = rowsOf(
    await db.execute(sql`
      select user_id as "userId", balance_type as "balanceType", balance::text as balance
      from player_balances where balance < 0`),
  );
  return {
    transactions: Number(count[0]?.n ?? 0),
    unbalancedTransactions: unbalanced.map((row) => String(row.id)),
    balanceMismatches: mismatches as LedgerAudit['balanceMismatches'],
    negativeBalances: negative as LedgerAudit['negativeBalances'],
  };
}
