/**
 * Yoga's logger, writing to the app's pino logger. Yoga logs an unexpected error as the bare
 * Error (and other lines as a message with values); pino wants an object with `err` first and
 * a message, otherwise it prints the arguments as an object of indices (`{"0":{}}`) and the
 * error, its stack and its cause are lost.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { YogaLogger } from 'graphql-yoga';

type Level = keyof YogaLogger;

/**
 * A resolver's error reaches Yoga wrapped in a GraphQLError; the original has the stack.
 * Recognised by its shape: the GraphQLError may come from either build of graphql-js.
 */
function errorFields(error: Error): Record<string, unknown> {
  if ('originalError' in error && error.originalError instanceof Error) {
    const path = 'path' in error ? error.path : undefined;
    return { err: error.originalError, graphql: { message: error.message, path } };
  }
  return { err: error };
}

function forward(log: FastifyBaseLogger, level: Level) {
  return (...args: unknown[]): void => {
    const error = args.find((arg): arg is Error => arg instanceof Error);
    const message = args.filter((arg): arg is string => typeof arg === 'string').join(' ');
    const values = args.filter((arg) => arg !== error && typeof arg !== 'string');
    const fields = {
      ...(error ? errorFields(error) : {}),
      ...(values.length > 0 ? { values } : {}),
    };
    log[level](fields, message || (error ? 'GraphQL request failed' : 'GraphQL'));
  };
}

export function yogaLogger(log: FastifyBaseLogger): YogaLogger {
  return {
    debug: forward(log, 'debug'),
    info: forward(log, 'info'),
    warn: forward(log, 'warn'),
    error: forward(log, 'error'),
  };
}
