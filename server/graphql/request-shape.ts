/**
 * What the GraphQL route lets through to Yoga: operations sent with POST and a JSON body, as
 * the client sends them (graphql-request's batches). POST is what the CSRF check guards on
 * every /api write, so no other site can make a player's browser run an operation; a GET
 * could, and its answer could sit in a cache. The only GET is GraphiQL's page, in development.
 * Refusals are GraphQL-shaped errors with a message saying what to send.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

const JSON_MEDIA_TYPE = 'application/json';

function refuse(reply: FastifyReply, status: number, code: string, message: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .send({ errors: [{ message, extensions: { code } }] });
}

function mediaType(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Yoga renders GraphiQL for a GET that accepts HTML (served in development only). */
function isGraphiqlPage(request: FastifyRequest): boolean {
  return request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
}

/** The route's onRequest hook; `graphiql` lets GraphiQL's page through. */
export function graphqlRequestShape({ graphiql }: { graphiql: boolean }) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (graphiql && isGraphiqlPage(request)) return;
    if (request.method !== 'POST') {
      reply.header('allow', 'POST');
      return refuse(
        reply,
        405,
        'METHOD_NOT_ALLOWED',
        `GraphQL operations are sent with POST as ${JSON_MEDIA_TYPE}, not ${request.method}.`,
      );
    }
    const type = mediaType(request);
    if (type !== JSON_MEDIA_TYPE) {
      return refuse(
        reply,
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Send GraphQL operations as ${JSON_MEDIA_TYPE}${type ? `, not ${type}` : ''}.`,
      );
    }
  };
}
