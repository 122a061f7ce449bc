/**
 * Referral commission bookkeeping: how far through the ledger's entries commissions have been
 * paid. One row; the sweep advances it in the same transaction as the payouts, conditionally,
 * so two processes can never pay the same range twice.
 */
import { bigint, pgTable, smallint } from 'drizzle-orm/pg-core';

export const referralCommissionWatermark = pgTable('referral_commission_watermark', {
  id: smallint('id').primaryKey(),
  lastEntryId: bigint('last_entry_id', { mode: 'bigint' }).notNull(),
});
