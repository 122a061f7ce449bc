/** Translated messages for the tip form's problem codes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecipientProblem, TipAmountProblem } from './tip-form-schema';

export const RECIPIENT_PROBLEM_MESSAGES: Record<RecipientProblem, MessageDescriptor> = {
  required: msg`Enter the username of the player you want to tip.`,
  invalid: msg`Usernames are 3 to 20 letters, digits or underscores.`,
  self: msg`You cannot tip yourself.`,
};

export const TIP_AMOUNT_PROBLEM_MESSAGES: Record<TipAmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount.`,
  notPositive: msg`The amount must be more than 0.`,
  tooPrecise: msg`Use at most 8 decimals.`,
  overBalance: msg`The amount is more than your balance.`,
};
