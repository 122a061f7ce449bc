/** What modules ask of email delivery; the mail plugin implements it as `app.mail`. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Stores the message in the outbox and, when SMTP is configured, delivers it. */
  send(message: MailMessage): Promise<void>;
}
