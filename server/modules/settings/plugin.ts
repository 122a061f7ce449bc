/** Puts the settings service on the instance as `app.settings` for routes and other modules. */
import fp from 'fastify-plugin';
import { readClientBuildId } from './build-id';
import { createSettingsService, type SettingsService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    settings: SettingsService;
  }
}

export const settingsPlugin = fp(
  async (app) => {
    const { config, database } = app;
    const clientBuildId = readClientBuildId(config.staticDir, (reason) =>
      app.log.warn(
        { reason },
        'build-id.json is unreadable or invalid; clients will not be told about updates',
      ),
    );
    app.decorate(
      'settings',
      createSettingsService({
        db: database.db,
        links: config.links,
        clientBuildId,
        onChange: () => app.realtime.broadcast('settingsUpdated'),
      }),
    );
  },
  { name: 'settings', dependencies: ['context', 'realtime'] },
);
