/**
 * Tables of identity verification (KYC): one row per player and level with its state, the
 * level-1 personal details, and the documents uploaded for the higher levels (bytes kept in
 * the database so both drivers and several processes see the same files).
 */
import {
  bigint,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** status: 'pending' (submitted, waiting for review), 'verified' or 'rejected'. */
export const kycLevels = pgTable(
  'kyc_levels',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    status: text('status').notNull(),
    /** Level 1: the personal details form; higher levels: which documents were sent. */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    reason: text('reason'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.level] })],
);

export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('kyc_documents_user_level_idx').on(table.userId, table.level)],
);
