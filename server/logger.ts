/**
 * Logger options for Fastify's pino. Main prints its own single 'KadiBet is running at ...'
 * line, so pino's duplicate 'Server listening at' line is dropped; everything else logs.
 */
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const LISTENING = /^Server listening at /;

export function loggerOptions(config: Pick<Config, 'logLevel'>): LoggerOptions {
  return {
    level: config.logLevel,
    hooks: {
      logMethod(args, method) {
        const message = args.find((arg) => typeof arg === 'string');
        if (typeof message === 'string' && LISTENING.test(message)) return;
        method.apply(this, args);
      },
    },
  };
}
