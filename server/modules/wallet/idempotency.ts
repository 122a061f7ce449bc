/**
 * The idempotency key of a player's money request (header `idempotency-key`, one per intended
 * action; a retry resends the same one). Scoped per action and player, so keys of different
 * players or actions never collide.
 */

import { parseInput } from '@server/http/validate';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, idempotencyKeySchema } from '@/contracts/money';

const headersSchema = z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema });

export function idempotencyKeyOf(request: FastifyRequest, action: string, userId: string): string {
  const headers = parseInput(headersSchema, request.headers, 'headers');
  return `${action}:${userId}:${headers[IDEMPOTENCY_HEADER]}`;
}
