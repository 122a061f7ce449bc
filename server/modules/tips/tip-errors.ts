/**
 * Why a tip was refused, as API errors with the server's own words (spec part 1 §8: transfer
 * errors rethrow the server data). Nothing moved when any of these is thrown.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { BalanceType } from '@/contracts/balances';

const invalid = (path: string, message: string) =>
  apiErrors.validation([{ path: `body.${path}`, message }], message);

export const tipErrors = {
  self: () => invalid('username', 'You cannot tip yourself'),
  unknownRecipient: (name: string) => apiErrors.notFound(`No player named ${name}`),
  notTippable: (balanceType: BalanceType) =>
    invalid('balanceType', `Your ${balanceType} balance cannot be tipped`),
  youMuted: (name: string) => apiErrors.forbidden(`You muted ${name}. Unmute them to send a tip.`),
  mutedYou: (name: string) => apiErrors.forbidden(`${name} does not accept tips from you`),
  recipientClosed: (name: string) => apiErrors.forbidden(`${name} cannot receive tips`),
  tooFast: (retrySeconds: number) =>
    apiErrors.rateLimited(
      `You are sending tips too fast. Try again in ${Math.max(1, retrySeconds)} seconds.`,
    ),
  twoFactorRequired: () =>
    new ApiError(400, API_ERROR_CODES.invalidCode, 'Enter your two-factor code to send a tip', [
      { path: 'body.twoFactorToken', message: 'Enter your two-factor code to send a tip' },
    ]),
};
