/** Translated messages for the cashier's amount problem codes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AmountProblem } from './amount-rules';

export const AMOUNT_PROBLEM_MESSAGES: Record<AmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount.`,
  notPositive: msg`The amount must be more than 0.`,
  belowMinimum: msg`The amount is below the minimum.`,
};
