/**
 * The operator's responsible-gambling calls (under the operator API's token): a player's
 * limits, running exclusion and its history, and lifting an indefinite self-exclusion on the
 * player's request once the rules allow it (exclusion-rules.ts); any other lift is refused
 * with the reason and the date that applies.
 */

import { ApiError } from '@server/http/api-error';
import { playerNamed } from '@server/http/player-named';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { utc } from './errors';
import { addUtcMonths, LIFT_MINIMUM_MONTHS, type LiftDecision } from './exclusion-rules';

const paramsSchema = z.object({ userName: z.string().min(1).max(64) });
const liftBodySchema = z.object({
  userName: z.string().min(1).max(64),
  /** Kept with the exclusion: who asked, how, and what was checked. */
  reason: z.string().trim().min(3).max(500),
});

function refusal(userName: string, decision: Extract<LiftDecision, { ok: false }>): ApiError {
  const at = decision.at ? utc(decision.at) : '';
  const messages: Record<typeof decision.reason, string> = {
    none: `${userName} has no break or self-exclusion running`,
    breakEndsItself: `A break cannot be lifted; it ends on its own at ${at}`,
    fixedEndsItself: `A self-exclusion for a fixed period cannot be lifted early; it ends at ${at}`,
    alreadyLifted: `Already lifted: play resumes at ${at}, after the 24-hour cooling-off`,
    tooEarly: `An indefinite self-exclusion can be lifted from ${at} (${LIFT_MINIMUM_MONTHS} months after it began)`,
  };
  return new ApiError(409, API_ERROR_CODES.conflict, messages[decision.reason]);
}

export const responsibleGamblingOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const rg = app.responsibleGambling;

  app.get('/operator/rg/:userName', { schema: { params: paramsSchema } }, async (request) => {
    const user = await playerNamed(app.users, request.params.userName);
    const [limits, active, history, realityCheckMinutes] = await Promise.all([
      rg.limits(user.id),
      rg.activeRecord(user.id),
      rg.history(user.id),
      rg.realityCheckMinutes(user.id),
    ]);
    const view = (record: NonNullable<typeof active>) => ({
      kind: record.kind,
      period: record.period,
      startedAt: record.startedAt.toISOString(),
      until: record.endsAt?.toISOString() ?? null,
      liftedAt: record.liftedAt?.toISOString() ?? null,
      liftReason: record.liftReason,
    });
    return {
      userName: user.name,
      exclusion: active ? view(active) : null,
      liftableFrom:
        active?.kind === 'selfExclusion' && active.endsAt === null
          ? addUtcMonths(active.startedAt, LIFT_MINIMUM_MONTHS).toISOString()
          : null,
      history: history.map(view),
      limits: limits.filter((limit) => limit.amount !== null || limit.pending !== null),
      realityCheckMinutes,
    };
  });

  app.post('/operator/rg/lift', { schema: { body: liftBodySchema } }, async (request) => {
    const { userName, reason } = request.body;
    const user = await playerNamed(app.users, userName);
    const decision = await rg.lift(user.id, reason);
    if (!decision.ok) throw refusal(user.name, decision);
    return { ok: true, userName: user.name, playResumesAt: decision.endsAt.toISOString() };
  });
};
