/**
 * What a player typing a tip is told: the transfer contract's name and amount rules, the
 * player's own name refused, and no more than the chosen balance.
 */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  amountProblemOf,
  recipientProblemOf,
  tipFormSchema,
} from '@/features/wallet/tip/tip-form-schema';

function problems(username: string, amount: number | string, balance = 10) {
  const result = safeParse(tipFormSchema(balance, 'amina'), { username, amount });
  if (result.success) return {};
  const recipient = result.error.issues.find((issue) => issue.path[0] === 'username');
  const sum = result.error.issues.find((issue) => issue.path[0] === 'amount');
  return {
    ...(recipient ? { recipient: recipientProblemOf(recipient, username) } : {}),
    ...(sum ? { amount: amountProblemOf(sum, amount) } : {}),
  };
}

const recipient = (name: string) => problems(name, 1).recipient ?? null;
const amount = (value: number | string, balance = 10) =>
  problems('baraka_7', value, balance).amount ?? null;

describe('the recipient', () => {
  it('is a name the server could accept and not the player’s own', () => {
    expect(recipient('  ')).toBe('required');
    expect(recipient('ab')).toBe('invalid');
    expect(recipient('bad name')).toBe('invalid');
    expect(recipient('x'.repeat(21))).toBe('invalid');
    expect(recipient(' AMINA ')).toBe('self');
    expect(recipient('baraka_7')).toBeNull();
  });
});

describe('the amount', () => {
  it('is above zero, at most 8 decimals and covered by the balance', () => {
    expect(amount('', 10)).toBe('required');
    expect(amount(0, 10)).toBe('notPositive');
    expect(amount(0.000000001, 10)).toBe('tooPrecise');
    expect(amount(10.01, 10)).toBe('overBalance');
    expect(amount(10, 10)).toBeNull();
    expect(amount(0.385, 0.385)).toBeNull();
    expect(amount(0.00000001, 1)).toBeNull();
  });
});
