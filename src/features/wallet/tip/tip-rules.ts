/**
 * The tip form's checks, as problem codes the form turns into messages: a recipient name the
 * server could accept and that is not the player's own, and an amount above zero that the
 * chosen balance covers. The server checks all of them again.
 */
import { USERNAME_MAX, USERNAME_MIN, USERNAME_PATTERN } from '@/contracts/auth';

export type RecipientProblem = 'required' | 'invalid' | 'self';
export type TipAmountProblem = 'required' | 'notPositive' | 'tooPrecise' | 'overBalance';

export function checkRecipient(name: string, ownName: string | null): RecipientProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (
    trimmed.length < USERNAME_MIN ||
    trimmed.length > USERNAME_MAX ||
    !USERNAME_PATTERN.test(trimmed)
  ) {
    return 'invalid';
  }
  if (ownName !== null && trimmed.toLowerCase() === ownName.toLowerCase()) return 'self';
  return null;
}

/** NumberInput gives '' while empty and a number once something parses. */
export function checkTipAmount(value: number | string, balance: number): TipAmountProblem | null {
  if (value === '') return 'required';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return 'required';
  if (amount <= 0) return 'notPositive';
  if (Number(amount.toFixed(8)) !== amount) return 'tooPrecise';
  if (amount > balance) return 'overBalance';
  return null;
}
