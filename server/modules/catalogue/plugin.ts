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
    app.decorate('catalogue', createCatalogueService(app.database.db));
  },
  { name: 'catalogue', dependencies: ['context'] },
);
