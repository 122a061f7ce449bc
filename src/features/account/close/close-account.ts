import { z } from 'zod/mini';
import type { ClosePeriod } from '@/contracts/auth';
import { apiRequest } from '@/shared/api/rest';

const closedSchema = z.object({ ok: z.literal(true), closedUntil: z.nullable(z.string()) });

/**
 * POST /account/close: ends every session; sign-in is refused until the period ends. No
 * password for an account without one (a recent sign-in confirms it).
 */
export function closeAccount(body: { password?: string; period: ClosePeriod; confirm: true }) {
  return apiRequest('/account/close', { method: 'POST', body, schema: closedSchema });
}
