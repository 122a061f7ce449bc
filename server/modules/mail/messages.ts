/**
 * The emails of the accounts issue, in plain English with an HTML twin. Links are built on
 * PUBLIC_ORIGIN; a local install without one links to the address the server listens on.
 */
import type { Config } from '@server/config';
import { urlHost } from '@server/config';
import type { MailMessage } from '../mail/mailer';

export function siteOrigin(config: Pick<Config, 'publicOrigin' | 'host' | 'port'>): string {
  if (config.publicOrigin) return config.publicOrigin;
  const wildcard = config.host === '0.0.0.0' || config.host === '::';
  return `http://${wildcard ? 'localhost' : urlHost(config.host)}:${config.port}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verifyEmailMessage(to: string, name: string, link: string): MailMessage {
  return {
    to,
    subject: 'Confirm your email address',
    text: `Hi ${name},\n\nPlease confirm your email address for KadiBet by opening this link (valid for 24 hours):\n\n${link}\n\nIf you did not create a KadiBet account, you can ignore this email.`,
    html: `<p>Hi ${escapeHtml(name)},</p><p>Please confirm your email address for KadiBet (the link is valid for 24 hours):</p><p><a href="${escapeHtml(link)}">Confirm my email address</a></p><p>If you did not create a KadiBet account, you can ignore this email.</p>`,
  };
}

export function twoFactorCodeMessage(
  to: string,
  code: string,
  minutes: number,
  why: 'signIn' | 'setup' | 'confirm',
): MailMessage {
  const reason = {
    signIn: 'to finish signing in',
    setup: 'to turn on two-factor security by email',
    confirm: 'to confirm a change to your account security',
  }[why];
  return {
    to,
    subject: `Your KadiBet security code: ${code}`,
    text: `Your KadiBet security code is ${code}. Enter it ${reason}. It is valid for ${minutes} minutes and works once.\n\nIf this was not you, change your password.`,
  };
}
