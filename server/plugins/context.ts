/**
 * Plugins: cross-cutting HTTP concerns registered before any module (configuration and
 * database on the instance, security headers, compression, cookies, rate limits, country,
 * error shapes, the static client). This one makes config and database reachable from every
 * plugin and route as `app.config` and `app.database`.
 */
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
  }
}

export interface ContextOptions {
  config: Config;
  database: Database;
}

export const contextPlugin = fp<ContextOptions>(
  async (app, { config, database }) => {
    app.decorate('config', config);
    app.decorate('database', database);
  },
  { name: 'context' },
);
