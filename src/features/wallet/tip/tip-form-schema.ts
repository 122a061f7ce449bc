/**
 * The tip form's rules: the transfer contract's username and amount (contracts/tips.ts), and
 * what only the client knows: the name is not the player's own, and the chosen balance covers
 * the amount. The server checks all of them again.
 */
import { z } from 'zod/mini';
import { transferBodySchema } from '@/contracts/tips';
import type { ContractIssue } from '@/shared/forms/contract-validate';

export type RecipientProblem = 'required' | 'invalid' | 'self';
export type TipAmountProblem = 'required' | 'notPositive' | 'tooPrecise' | 'overBalance';

export function tipFormSchema(balance: number, ownName: string | null) {
  const { username, amount } = transferBodySchema.shape;
  return z.object({
    username: username.check(
      z.refine((name) => ownName === null || name.toLowerCase() !== ownName.toLowerCase(), {
        params: { problem: 'self' },
      }),
    ),
    amount: amount.check(
      z.refine((canonical) => Number(canonical) <= balance, { params: { problem: 'overBalance' } }),
    ),
  });
}

const raised = (issue: ContractIssue) => (issue.code === 'custom' ? issue.params?.problem : null);

/** The recipient's problem for an issue on `username` (the value as typed). */
export function recipientProblemOf(issue: ContractIssue, value: unknown): RecipientProblem {
  if (typeof value !== 'string' || !value.trim()) return 'required';
  return raised(issue) === 'self' ? 'self' : 'invalid';
}

/** The amount's problem for an issue on `amount`; NumberInput gives '' while empty. */
export function amountProblemOf(issue: ContractIssue, value: unknown): TipAmountProblem {
  if (raised(issue) === 'overBalance') return 'overBalance';
  const amount = typeof value === 'number' ? value : Number(value);
  if (value === '' || !Number.isFinite(amount)) return 'required';
  // The contract's one amount rule: above zero, at most 8 decimals.
  return amount <= 0 ? 'notPositive' : 'tooPrecise';
}
