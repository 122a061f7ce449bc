/** Translated messages for the cashier's amount and destination problem codes. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AmountProblem } from './amount-rules';
import type { DestinationProblem } from './destination-rules';

export const AMOUNT_PROBLEM_MESSAGES: Record<AmountProblem, MessageDescriptor> = {
  required: msg`Enter an amount.`,
  notPositive: msg`The amount must be more than 0.`,
  belowMinimum: msg`The amount is below the minimum.`,
};

export const DESTINATION_PROBLEM_MESSAGES: Record<DestinationProblem, MessageDescriptor> = {
  required: msg`This field is required.`,
  xrpAddress: msg`Enter a valid XRP address (it starts with r).`,
  destinationTag: msg`A destination tag is a whole number of up to 10 digits.`,
  phone: msg`Enter the phone number with its country code, for example +254712345678.`,
};
