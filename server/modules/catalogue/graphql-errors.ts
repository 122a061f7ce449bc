/**
 * The catalogue's GraphQL errors: a message for people and `extensions.code` from the
 * contract's CATALOGUE_ERROR_CODES for the client. Yoga passes GraphQLErrors through
 * unmasked, so these reach the client as written.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { z } from 'zod';
import { CATALOGUE_ERROR_CODES } from '@/contracts/catalogue';

type CatalogueErrorCode = (typeof CATALOGUE_ERROR_CODES)[keyof typeof CATALOGUE_ERROR_CODES];

export function catalogueError(code: CatalogueErrorCode, message: string): GraphQLError {
  return createGraphQLError(message, { extensions: { code } });
}

export const catalogueErrors = {
  signInRequired: () =>
    catalogueError(CATALOGUE_ERROR_CODES.signInRequired, 'Sign in to use favorites and tags.'),
  gameNotFound: (identifier: string) =>
    catalogueError(CATALOGUE_ERROR_CODES.gameNotFound, `No game "${identifier}".`),
  badInput: (message: string) => catalogueError(CATALOGUE_ERROR_CODES.badInput, message),
};

/** Parses resolver arguments; a failure names each bad argument and changes nothing. */
export function parseArgs<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const details = result.error.issues
    .map((issue) => `${issue.path.join('.') || 'arguments'}: ${issue.message}`)
    .join('; ');
  throw catalogueErrors.badInput(`Invalid arguments (${details}).`);
}
