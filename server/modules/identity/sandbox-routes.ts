/**
 * The sandbox identity provider's own pages, outside /api like a provider's site: GET
 * /sandbox/identity/authorize checks the OAuth request (known client, its registered
 * redirect, a state, an S256 challenge) and shows the sign-in page; the page's form posts
 * back here, and Continue sends the browser to the redirect with a one-time code and the
 * state, Cancel with `error=access_denied`. A bad request gets an error page and no redirect,
 * as with a real provider.
 */

import { fromHostedPage, sendHostedPage } from '@server/http/hosted-page';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { emailSchema } from '@/contracts/auth';
import { CODE_CHALLENGE_PATTERN } from './pkce';
import { invalidRequestPage, signInPage } from './sandbox-page';
import { SANDBOX_AUTHORIZE_PATH } from './sandbox-provider';

const RATE_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

const authorizeRequestSchema = z.object({
  response_type: z.literal('code'),
  client_id: z.string().min(1).max(100),
  redirect_uri: z.string().min(1).max(500),
  scope: z.string().max(200).optional(),
  state: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/),
  code_challenge: z.string().regex(CODE_CHALLENGE_PATTERN),
  code_challenge_method: z.literal('S256'),
});
type AuthorizeRequestQuery = z.infer<typeof authorizeRequestSchema>;

const answerSchema = z.object({
  action: z.enum(['continue', 'cancel']),
  email: z.string().max(300).optional(),
  name: z.string().max(300).optional(),
  email_verified: z.literal('true').optional(),
});

const nameSchema = z.string().trim().min(1, 'Enter a display name').max(60, 'The name is too long');

function requestFields(request: AuthorizeRequestQuery): Record<string, string> {
  const { scope, ...rest } = request;
  return scope === undefined ? rest : { ...rest, scope };
}

function withParams(base: string, params: Record<string, string>): string {
  return `${base}?${new URLSearchParams(params)}`;
}

export const identitySandboxRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.identity.sandbox;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', app.rateLimit(RATE_LIMIT));

  function parseRequest(input: unknown): AuthorizeRequestQuery | string {
    const parsed = authorizeRequestSchema.safeParse(input);
    if (!parsed.success) return 'The request is missing parameters or has malformed ones.';
    if (!provider.acceptsClient(parsed.data.client_id, parsed.data.redirect_uri)) {
      return 'The application or its return address is not registered with this provider.';
    }
    return parsed.data;
  }

  const page = (
    request: AuthorizeRequestQuery,
    extra: { email?: string; name?: string; error?: string } = {},
  ) =>
    signInPage({
      action: SANDBOX_AUTHORIZE_PATH,
      providerName: provider.name,
      clientName: 'KadiBet',
      hidden: requestFields(request),
      ...extra,
    });

  app.get(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    const parsed = parseRequest(request.query);
    if (typeof parsed === 'string') return sendHostedPage(reply, invalidRequestPage(parsed), 400);
    return sendHostedPage(reply, page(parsed));
  });

  app.post(SANDBOX_AUTHORIZE_PATH, async (request, reply) => {
    if (!fromHostedPage(request, app.config.publicOrigin)) {
      return sendHostedPage(reply, invalidRequestPage('Use the buttons of the sign-in page.'), 403);
    }
    const parsed = parseRequest(request.body);
    const answer = answerSchema.safeParse(request.body);
    if (typeof parsed === 'string') return sendHostedPage(reply, invalidRequestPage(parsed), 400);
    if (!answer.success)
      return sendHostedPage(reply, page(parsed, { error: 'Choose Continue or Cancel.' }), 400);
    const back = { state: parsed.state };
    if (answer.data.action === 'cancel') {
      return reply.redirect(
        withParams(parsed.redirect_uri, { ...back, error: 'access_denied' }),
        303,
      );
    }
    const typed = { email: answer.data.email ?? '', name: answer.data.name ?? '' };
    const email = emailSchema.safeParse(typed.email);
    const name = nameSchema.safeParse(typed.name);
    if (!email.success || !name.success) {
      const error = !email.success
        ? 'Enter a valid email address.'
        : (name.error?.issues[0]?.message ?? '');
      return sendHostedPage(reply, page(parsed, { ...typed, error }), 400);
    }
    const code = await provider.issueCode({
      redirectUri: parsed.redirect_uri,
      codeChallenge: parsed.code_challenge,
      email: email.data,
      name: name.data,
      emailVerified: answer.data.email_verified === 'true',
    });
    return reply.redirect(withParams(parsed.redirect_uri, { ...back, code }), 303);
  });
};
