/**
 * One error shape for the whole REST API: every failure under /api answers the contract's
 * ApiErrorBody. Client mistakes keep their status and a useful message; anything unexpected
 * becomes a bare 500/1500 and is logged, so internals never reach the client.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { API_ERROR_CODES, type ApiErrorCode } from '@/contracts/api-error';
import { ApiError, apiErrors } from '../http/api-error';
import { isApiPath } from '../http/paths';
import { issuesOf } from '../http/validate';

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: API_ERROR_CODES.unauthorized,
  403: API_ERROR_CODES.forbidden,
  404: API_ERROR_CODES.notFound,
  409: API_ERROR_CODES.conflict,
  429: API_ERROR_CODES.rateLimited,
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/** Maps anything thrown in a request to the ApiError the client receives. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (error instanceof ZodError) return apiErrors.validation(issuesOf(error));
  if (isFastifyError(error)) {
    if (error.validation) {
      // 'query', as parseInput names it: the client and the tests read `query.<field>`.
      const context = error.validationContext ?? 'body';
      const source = context === 'querystring' ? 'query' : context;
      return apiErrors.validation(
        error.validation.map((v) => ({
          path: [source, ...v.instancePath.split('/').filter(Boolean)].join('.'),
          message: v.message ?? 'is invalid',
        })),
      );
    }
    const status = error.statusCode ?? 500;
    // Fastify's and its plugins' own 4xx errors (bad JSON, wrong media type, body too large)
    // describe the request, not the server, so their messages are safe to pass on.
    if (status >= 400 && status < 500) {
      return new ApiError(
        status,
        CODE_BY_STATUS[status] ?? API_ERROR_CODES.validation,
        error.message,
      );
    }
  }
  return apiErrors.internal();
}

export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const apiError = toApiError(error);
      if (apiError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      reply.code(apiError.statusCode);
      if (isApiPath(request.url)) return reply.send(apiError.toBody());
      return reply
        .type('text/plain; charset=utf-8')
        .send(apiError.statusCode >= 500 ? 'Internal Server Error' : apiError.message);
    });
  },
  { name: 'errors' },
);
