/**
 * Routes declare their input and output with the contracts' zod schemas (`schema: { body,
 * querystring, params, response }`); fastify-type-provider-zod validates with them and types
 * the handler. A failed validation reaches the error handler (plugins/errors.ts), which answers
 * the house's 400/1000 like `parseInput` did.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';

function hooksOf(hooks: unknown): unknown[] {
  if (!hooks) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
}

/**
 * Before schemas, handlers checked the session, the feature switch and the region first and
 * parsed the body after. Fastify validates before `preHandler`, so a route's preHandler guards
 * move to `preValidation`: a visitor still gets 401 (a switched-off feature 403) whatever they
 * send, and an anonymous caller learns nothing about the body a route expects.
 */
export function guardsBeforeValidation(route: RouteOptions): void {
  if (!route.schema || !route.preHandler) return;
  // Both hook kinds take (request, reply): only their type parameters differ.
  route.preValidation = [
    ...hooksOf(route.preValidation),
    ...hooksOf(route.preHandler),
  ] as RouteOptions['preValidation'];
  route.preHandler = undefined;
}

export function validateWithZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', guardsBeforeValidation);
}
