/** Puts identity verification on the instance as `app.kyc`; changes reach the player live. */
import fp from 'fastify-plugin';
import { createKycService, type KycService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    kyc: KycService;
  }
}

export const kycPlugin = fp(
  async (app) => {
    app.decorate(
      'kyc',
      createKycService({
        db: app.database.db,
        onChange: (userId) => app.realtime.toUser(userId, 'kyc_change'),
      }),
    );
  },
  { name: 'kyc', dependencies: ['context', 'realtime', 'account'] },
);
