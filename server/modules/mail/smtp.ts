/**
 * Delivery through the SMTP server of SMTP_URL (nodemailer). Timeouts are short: a player
 * waiting for a sign-in code should get an answer, not a two-minute hang.
 */
import nodemailer from 'nodemailer';
import type { MailMessage } from './mailer';

export interface SmtpDelivery {
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

const TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
} as const;

export function createSmtpDelivery(smtpUrl: string, from: string): SmtpDelivery {
  const transport = nodemailer.createTransport(smtpUrl, { from, ...TIMEOUTS });
  return {
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    },
    close() {
      transport.close();
    },
  };
}
