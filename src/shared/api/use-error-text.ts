/**
 * What to tell the player when a call failed: the server's own words when it gave any (its
 * messages are written for players; spec part 1 §8: failed calls show the server's response),
 * else one translated fallback — never a raw exception string.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { ApiError, GraphQLRequestError, NetworkError } from './api-error';

/** The server's message of a failed call (or the network failure's), else undefined. */
export function serverMessageOf(error: unknown): string | undefined {
  if (error instanceof ApiError || error instanceof NetworkError) return error.message;
  if (error instanceof GraphQLRequestError) return error.message;
  return undefined;
}

export function useErrorText(): (error: unknown) => string {
  const { t } = useLingui();
  return useCallback(
    (error: unknown) => serverMessageOf(error) ?? t`Something went wrong. Please try again.`,
    [t],
  );
}
