/**
 * Puts the catalogue on the instance as `app.catalogue` (server/modules/catalogue/service.ts):
 * the essentials route, the GraphQL resolvers and other modules (starting a game checks the
 * region and device rules on `findGame`) read it. Nothing is loaded until the first request.
 */
import fp from 'fastify-plugin';
import { type CatalogueService, createCatalogueService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

export const cataloguePlugin = fp(
  async (app) => {
    // Embedded PGlite belongs to this one process (server/db/client.ts locks its folder), and
    // every change here goes through the service, which drops its own snapshot: no other
    // process can change the catalogue, so there is no revision to poll.
    const pollRevision = app.database.driver === 'postgres';
    app.decorate(
      'catalogue',
      createCatalogueService(app.database.db, {
        revisionCheckMs: pollRevision ? undefined : Number.POSITIVE_INFINITY,
        // Open apps refetch the essentials past their caches (the service worker's copy).
        onChange: () => app.realtime.broadcast('catalogueUpdated'),
      }),
    );
  },
  { name: 'catalogue', dependencies: ['context', 'realtime'] },
);
