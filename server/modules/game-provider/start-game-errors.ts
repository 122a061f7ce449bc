/**
 * StartGame's refusals as GraphQL errors with the contract's codes (extensions.code), each
 * with an English message the game page shows as is. Made by Yoga's createGraphQLError: the
 * GraphQLError class Yoga lets through unmasked (the `graphql` package's own may be another
 * copy of the class, which Yoga would mask as an internal error).
 */
import { createGraphQLError } from 'graphql-yoga';
import type { Device } from '@/contracts/catalogue';
import { CATALOGUE_ERROR_CODES } from '@/contracts/catalogue';

const error = (code: string, message: string, extra: Record<string, unknown> = {}) =>
  createGraphQLError(message, { extensions: { code, ...extra } });

export const startGameErrors = {
  badInput: (message: string) => error(CATALOGUE_ERROR_CODES.badInput, message),
  gameNotFound: (identifier: string) =>
    error(CATALOGUE_ERROR_CODES.gameNotFound, `There is no game "${identifier}".`),
  opensElsewhere: (title: string, link: string) =>
    error(
      CATALOGUE_ERROR_CODES.gameNotFound,
      `${title} is not a provider's game: it is played at ${link}.`,
      { link },
    ),
  regionBlocked: () =>
    error(CATALOGUE_ERROR_CODES.regionBlocked, 'This game is not available in your region.'),
  deviceUnsupported: (device: Device) =>
    error(
      CATALOGUE_ERROR_CODES.deviceUnsupported,
      `This game cannot be played on ${device === 'mobile' ? 'a mobile device' : 'a desktop computer'}.`,
    ),
  funModeUnavailable: () =>
    error(CATALOGUE_ERROR_CODES.funModeUnavailable, 'This game has no fun mode: play it for real.'),
  signInRequired: () => error(CATALOGUE_ERROR_CODES.signInRequired, 'Please Login To Continue'),
  currencyUnsupported: (currency: string, supported: readonly string[]) =>
    error(
      CATALOGUE_ERROR_CODES.currencyUnsupported,
      `This game cannot be played with ${currency}; choose one of: ${supported.join(', ')}.`,
      { supportedCurrencies: supported },
    ),
  rateLimited: (retryInSeconds: number) =>
    error(
      CATALOGUE_ERROR_CODES.rateLimited,
      `Too many games opened: try again in ${retryInSeconds} seconds.`,
    ),
  blockedByLimits: (message: string, details: Record<string, unknown> | undefined) =>
    error(CATALOGUE_ERROR_CODES.selfExcluded, message, details ? { details } : {}),
};
