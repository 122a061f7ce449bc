/**
 * The two emails a sign-up sends, one or the other: the code that finishes it, or, when the
 * address already has an account, a note to its owner (so the form's answer is the same
 * either way and only the address's owner learns which it was).
 */
import type { MailMessage } from '../mail/mailer';

export function signupCodeMessage(to: string, code: string, minutes: number): MailMessage {
  return {
    to,
    subject: `Your KadiBet sign-up code: ${code}`,
    text: `Your code to finish creating your KadiBet account is ${code}. Enter it in the sign-up form; it is valid for ${minutes} minutes.\n\nIf you did not try to create a KadiBet account, you can ignore this email: no account is made without the code.`,
  };
}

export function existingAccountMessage(to: string, name: string, origin: string): MailMessage {
  return {
    to,
    subject: 'You already have a KadiBet account',
    text: `Hi ${name},\n\nSomeone, maybe you, tried to create a new KadiBet account with this email address. It already belongs to your account, ${name}, so no new account was made.\n\nTo play, sign in at ${origin}/?modal=auth&tab=login with your username or this email address.\n\nIf this was not you, you can ignore this email: nothing about your account changed.`,
  };
}
