/**
 * Mounts GraphQL Yoga on a Fastify route. Errors are GraphQL errors with `extensions.code`;
 * unexpected ones are masked ('Unexpected error.', INTERNAL_SERVER_ERROR) outside development.
 * GraphiQL is served in development only, with a CSP loosened for its CDN on this route alone;
 * production answers no introspection (schema-privacy.ts).
 * Operations arrive as POST with a JSON body only (request-shape.ts), at most
 * GRAPHQL_REQUESTS_PER_MINUTE per client address, and are refused before they run when over a
 * limit (limits.ts).
 */
import fp from 'fastify-plugin';
import { createYoga } from 'graphql-yoga';
import { GRAPHQL_BATCH_LIMIT, GRAPHQL_PATH } from '@/contracts/graphql';
import { acceptedLocaleOf } from '../http/page-locale';
import { DOCUMENT_LIMITS, limitPlugins } from './limits';
import { graphqlRequestShape } from './request-shape';
import { graphqlSchema } from './schema';
import { schemaPrivacyPlugins } from './schema-privacy';
import type { GraphQLContext, GraphQLServerContext } from './types';
import { yogaLogger } from './yoga-logger';

const GRAPHIQL_CDN = 'https://unpkg.com';
const graphiqlCsp = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-inline'", GRAPHIQL_CDN],
      'style-src': ["'self'", "'unsafe-inline'", GRAPHIQL_CDN],
      'img-src': ["'self'", 'data:', 'https://raw.githubusercontent.com'],
      'font-src': ["'self'", 'data:', GRAPHIQL_CDN],
      'connect-src': ["'self'", GRAPHIQL_CDN],
      'worker-src': ["'self'", 'blob:'],
      'frame-ancestors': ["'none'"],
      'object-src': ["'none'"],
    },
  },
} as const;

export const graphqlPlugin = fp(
  async (app) => {
    const development = app.config.nodeEnv === 'development';
    const yoga = createYoga<GraphQLServerContext, GraphQLContext>({
      schema: graphqlSchema(),
      graphqlEndpoint: GRAPHQL_PATH,
      batching: { limit: GRAPHQL_BATCH_LIMIT },
      graphiql: development,
      landingPage: false,
      // Same-origin API: no CORS headers, so other sites' pages cannot read answers.
      cors: false,
      maskedErrors: { isDev: development },
      logging: yogaLogger(app.log),
      plugins: [
        ...limitPlugins({ ...DOCUMENT_LIMITS, maxCost: app.config.graphql.maxCost }),
        ...(app.config.isProduction ? schemaPrivacyPlugins() : []),
      ],
      context: ({ req }) => ({
        locale: acceptedLocaleOf(req),
        request: req,
      }),
    });

    app.route({
      url: GRAPHQL_PATH,
      // GET only reaches the hook, which refuses it (or lets GraphiQL's page through).
      method: ['GET', 'POST'],
      onRequest: graphqlRequestShape({ graphiql: development }),
      config: {
        rateLimit: { max: app.config.graphql.requestsPerMinute, timeWindow: '1 minute' },
      },
      ...(development ? { helmet: graphiqlCsp } : {}),
      handler: async (req, reply) => {
        const response = await yoga.handleNodeRequestAndResponse(req, reply, { req, reply });
        response.headers.forEach((value, key) => {
          reply.header(key, value);
        });
        // Answers are for the session that asked (isFavorite, favorites, a game session) and
        // none is meant for a cache, so none is kept in one.
        reply.header('cache-control', 'no-store');
        reply.status(response.status);
        return reply.send(response.body);
      },
    });
  },
  { name: 'graphql', dependencies: ['context', 'rate-limit'] },
);
