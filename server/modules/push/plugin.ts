/** Puts the push service on the instance as `app.push` for routes and other modules. */
import fp from 'fastify-plugin';
import { createPushService, type PushService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    push: PushService;
  }
}

export const pushPlugin = fp(
  async (app) => {
    const { config, database } = app;
    app.decorate(
      'push',
      createPushService({
        db: database.db,
        subject: config.push.subject,
        serviceHosts: config.push.serviceHosts,
        log: app.log.child({ module: 'push' }),
      }),
    );
  },
  { name: 'push', dependencies: ['context'] },
);
