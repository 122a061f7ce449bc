/**
 * Module mail: `app.mail`. Every message is kept in the mail_outbox table; with SMTP_URL it is
 * also delivered, and a refused delivery is recorded as 'failed' with the reason instead of
 * failing the player's request (the code or link is still in the outbox for support).
 */
import fp from 'fastify-plugin';
import type { Mailer, MailMessage } from './mailer';
import { createOutboxRepository, type OutboxEntry, type OutboxQuery } from './outbox-repository';
import { createSmtpDelivery } from './smtp';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mailer & {
      /** The newest stored messages, for the operator's outbox. */
      latest(query: OutboxQuery): Promise<OutboxEntry[]>;
    };
  }
}

export const mailPlugin = fp(
  async (app) => {
    const outbox = createOutboxRepository(app.database.db);
    const { smtpUrl, from } = app.config.mail;
    const smtp = smtpUrl ? createSmtpDelivery(smtpUrl, from) : null;
    if (smtp) app.addHook('onClose', async () => smtp.close());

    async function send(message: MailMessage): Promise<void> {
      if (!smtp) {
        await outbox.store(message, 'outbox');
        app.log.info({ subject: message.subject }, 'email kept in the outbox (npm run outbox)');
        return;
      }
      try {
        await smtp.deliver(message);
        await outbox.store(message, 'smtp');
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        app.log.warn({ err: error, subject: message.subject }, 'SMTP delivery failed');
        await outbox.store(message, 'failed', reason.slice(0, 500));
      }
    }

    app.decorate('mail', { send, latest: (query: OutboxQuery) => outbox.latest(query) });
  },
  { name: 'mail', dependencies: ['context'] },
);
