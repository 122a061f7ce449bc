/**
 * The local outbox: every email the server sent or would have sent, newest first. The
 * operator reads it with `npm run outbox` when no SMTP server is configured.
 */

import type { Db } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import { desc, eq, sql } from 'drizzle-orm';
import type { MailMessage } from './mailer';

export type OutboxTransport = 'outbox' | 'smtp' | 'failed';

export interface OutboxEntry extends MailMessage {
  id: number;
  transport: OutboxTransport;
  error: string | null;
  createdAt: Date;
}

export interface OutboxQuery {
  to?: string;
  limit: number;
}

export function createOutboxRepository(db: Db) {
  return {
    async store(
      message: MailMessage,
      transport: OutboxTransport,
      error: string | null = null,
    ): Promise<void> {
      await db.insert(mailOutbox).values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        transport,
        error,
      });
    },

    async latest(query: OutboxQuery): Promise<OutboxEntry[]> {
      const rows = await db
        .select()
        .from(mailOutbox)
        .where(
          query.to ? eq(sql`lower(${mailOutbox.to})`, query.to.trim().toLowerCase()) : undefined,
        )
        .orderBy(desc(mailOutbox.id))
        .limit(query.limit);
      return rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        ...(row.html === null ? {} : { html: row.html }),
        transport: row.transport as OutboxTransport,
        error: row.error,
        createdAt: row.createdAt,
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
