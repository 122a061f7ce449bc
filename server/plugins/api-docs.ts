/**
 * The published API contract, for an operator who points the client at their own backend:
 * the OpenAPI 3 document of every REST route (GET /api/docs/json, built by @fastify/swagger from
 * the routes' zod schemas), the GraphQL schema as SDL (GET /api/docs/graphql.sdl) and the
 * socket events (GET /api/docs/socket-events.json). Development adds the Swagger UI page at
 * /api/docs. Registered before the routes: @fastify/swagger collects them as they are added.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { printSchema } from '../graphql/graphql-js';
import { graphqlSchema } from '../graphql/schema';
import { SOCKET_EVENT_DOCS } from '../realtime/socket-event-docs';
import { SERVER_VERSION } from '../version';

export const API_DOCS_PATH = '/api/docs';

export const apiDocsPlugin = fp(
  async (app) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'KadiBet REST API',
          description:
            'Every REST call the client makes. Errors answer `{ error: { code, message, issues? } }`.' +
            ` GraphQL: ${API_DOCS_PATH}/graphql.sdl; socket events: ${API_DOCS_PATH}/socket-events.json.`,
          version: SERVER_VERSION,
        },
      },
      transform: jsonSchemaTransform,
    });

    const hidden = { schema: { hide: true } } as const;
    if (app.config.isProduction) {
      app.get(`${API_DOCS_PATH}/json`, hidden, async () => app.swagger());
    } else {
      // Serves /api/docs/json itself, next to the page.
      await app.register(fastifySwaggerUi, { routePrefix: API_DOCS_PATH, staticCSP: true });
    }

    // Production refuses introspection (graphql/schema-privacy.ts); the SDL would undo that.
    if (!app.config.isProduction) {
      const sdl = printSchema(graphqlSchema());
      app.get(`${API_DOCS_PATH}/graphql.sdl`, hidden, async (_request, reply) =>
        reply.type('text/plain; charset=utf-8').send(sdl),
      );
    }
    app.get(`${API_DOCS_PATH}/socket-events.json`, hidden, async () => SOCKET_EVENT_DOCS);
  },
  { name: 'api-docs', dependencies: ['context'] },
);
