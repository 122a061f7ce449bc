/**
 * The error an operation gets when it is over one of the limits (limits.ts): 400 and the
 * code QUERY_TOO_COMPLEX, whatever the request accepts. Yoga answers a parse or validation
 * error 200 to a client that accepts only application/json (GraphQL over HTTP's legacy
 * rule); a refused operation is the client's fault whatever it accepts.
 */
import type { GraphQLError } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

export const QUERY_TOO_COMPLEX = 'QUERY_TOO_COMPLEX';

export function limitError(message: string): GraphQLError {
  return createGraphQLError(message, {
    extensions: { code: QUERY_TOO_COMPLEX, http: { status: 400 } },
  });
}

/** An answer whose errors include a refusal by a limit is a 400. */
export function limitStatusPlugin(): Plugin {
  return {
    onExecutionResult({ result, setResult }) {
      if (!result || Symbol.asyncIterator in result) return;
      if (!result.errors?.some((error) => error.extensions?.code === QUERY_TOO_COMPLEX)) return;
      // Yoga reads the status from here and leaves extensions.http out of the answer.
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
    },
  };
}
