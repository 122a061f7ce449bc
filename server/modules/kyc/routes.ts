/**
 * The signed-in player's verification calls: GET /kyc/status, POST /kyc/level1 (the details
 * form) and POST /kyc/documents (one file as base64 JSON: the server has no multipart parser,
 * so this route alone takes bodies up to 8 MB). Bodies are parsed before anything is written.
 */

import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { kycLevel1BodySchema } from '@/contracts/kyc';
import { kycDocumentBodySchema } from '@/contracts/kyc-documents';
import { kycStatusSchema } from '@/contracts/kyc-status';

const WRITE_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
/** 5 MB of file is 6.7 MB of base64, plus the JSON around it. */
const UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

export const kycRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const userOf = (request: FastifyRequest) => app.accounts.signedIn(request).user;

  const write = { preHandler: app.requireUser, onRequest: app.rateLimit(WRITE_RATE_LIMIT) };

  app.get(
    '/kyc/status',
    { preHandler: app.requireUser, schema: { response: { 200: kycStatusSchema } } },
    async (request) => {
      const user = userOf(request);
      return app.kyc.status(user.id, user.kycOverrideLevel);
    },
  );

  app.post('/kyc/level1', { ...write, schema: { body: kycLevel1BodySchema } }, async (request) => {
    const body = request.body;
    await app.kyc.submitLevel1(userOf(request).id, body);
    return { ok: true };
  });

  app.post(
    '/kyc/documents',
    { ...write, bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: kycDocumentBodySchema } },
    async (request) => {
      const body = request.body;
      const { submitted } = await app.kyc.uploadDocument(userOf(request).id, body);
      return { ok: true, submitted };
    },
  );
};
