/** The responsible-gambling calls and their queries (GET /responsible-gambling, /session). */
import { queryOptions } from '@tanstack/react-query';
import {
  type BreakPeriod,
  exclusionResultSchema,
  type LimitChangeInput,
  limitsSchema,
  type RealityCheckMinutes,
  realityCheckSettingsSchema,
  responsibleGamblingStatusSchema,
  type SelfExclusionPeriod,
  sessionSummarySchema,
} from '@/contracts/responsible-gambling';
import { apiRequest } from '@/shared/api/rest';

export const rgKeys = {
  all: ['responsible-gambling'] as const,
  status: ['responsible-gambling', 'status'] as const,
  session: ['responsible-gambling', 'session'] as const,
};

export function rgStatusQuery() {
  return queryOptions({
    queryKey: rgKeys.status,
    queryFn: ({ signal }) =>
      apiRequest('/responsible-gambling', { schema: responsibleGamblingStatusSchema, signal }),
    staleTime: 30_000,
  });
}

/**
 * This sign-in's start and play so far, with the client's clock when it arrived (to measure
 * the offset to the server's); asked again whenever the reality check opens.
 */
export function sessionSummaryQuery() {
  return queryOptions({
    queryKey: rgKeys.session,
    queryFn: async ({ signal }) => {
      const summary = await apiRequest('/responsible-gambling/session', {
        schema: sessionSummarySchema,
        signal,
      });
      return { ...summary, receivedAt: Date.now() };
    },
    staleTime: 0,
  });
}

export function setLimits(limits: LimitChangeInput[]) {
  return apiRequest('/responsible-gambling/limits', {
    method: 'PUT',
    body: { limits },
    schema: limitsSchema,
  });
}

export interface ExclusionRequest<P> {
  period: P;
  /**
   * Left out by a player without a password (a recent sign-in confirms it instead); JSON
   * drops an undefined field, so the body simply has none.
   */
  password?: string;
}

export function takeBreak({ period, password }: ExclusionRequest<BreakPeriod>) {
  return apiRequest('/responsible-gambling/break', {
    method: 'POST',
    body: { period, password, confirm: true },
    schema: exclusionResultSchema,
  });
}

export function selfExclude({ period, password }: ExclusionRequest<SelfExclusionPeriod>) {
  return apiRequest('/responsible-gambling/self-exclusion', {
    method: 'POST',
    body: { period, password, confirm: true },
    schema: exclusionResultSchema,
  });
}

export function setRealityCheck(intervalMinutes: RealityCheckMinutes | null) {
  return apiRequest('/responsible-gambling/reality-check', {
    method: 'PUT',
    body: { intervalMinutes },
    schema: realityCheckSettingsSchema,
  });
}
