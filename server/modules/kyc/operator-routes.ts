/**
 * The operator's verification calls, registered inside the operator API (bearer token, rate
 * limit): read a player's levels, decide on a submitted level, set the level a player must
 * reach (users.kyc_override_level; the client sends them to verification until they do), and
 * download an uploaded document to look at it.
 */

import { apiErrors } from '@server/http/api-error';
import { playerNamed } from '@server/http/player-named';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { kycOverrideBodySchema, kycReviewBodySchema } from '@/contracts/kyc-status';
import { documentWithContent } from './documents-repository';

const userParamsSchema = z.object({ userName: z.string().min(1).max(64) });
const documentParamsSchema = userParamsSchema.extend({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const kycOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/operator/kyc/:userName', { schema: { params: userParamsSchema } }, async (request) => {
    const { userName } = request.params;
    const user = await playerNamed(app.users, userName);
    return { userName: user.name, ...(await app.kyc.status(user.id, user.kycOverrideLevel)) };
  });

  /**
   * The file as an attachment, never rendered inline: a player chose its bytes, so the
   * operator's browser must not treat it as a page of this origin.
   */
  app.get(
    '/operator/kyc/:userName/documents/:id',
    { schema: { params: documentParamsSchema } },
    async (request, reply) => {
      const { userName, id } = request.params;
      const user = await playerNamed(app.users, userName);
      const document = await documentWithContent(app.database.db, user.id, id);
      if (!document) throw apiErrors.notFound(`${user.name} has no document ${id}`);
      const asciiName = document.fileName.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', document.mimeType)
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(document.fileName)}`,
        )
        .send(document.content);
    },
  );

  app.post('/operator/kyc/review', { schema: { body: kycReviewBodySchema } }, async (request) => {
    const { userName, level, decision, reason } = request.body;
    const user = await playerNamed(app.users, userName);
    await app.kyc.review(user.id, level, decision, reason ?? null);
    return { ok: true };
  });

  app.post(
    '/operator/kyc/override',
    { schema: { body: kycOverrideBodySchema } },
    async (request) => {
      const { userName, level } = request.body;
      const user = await playerNamed(app.users, userName);
      await app.users.update(user.id, { kycOverrideLevel: level });
      app.realtime.toUser(user.id, 'kyc_change');
      return { ok: true, userName: user.name, overrideLevel: level };
    },
  );
};
