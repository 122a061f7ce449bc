/**
 * One Original's bet record (GET /api/originals/bets/:roundId): the owner's, or anyone's once
 * the round is over, since bets are public. A settled record changes only when its server
 * seed is revealed, so it stays fresh for a while.
 */
import { queryOptions } from '@tanstack/react-query';
import { betRecordSchema } from '@/contracts/originals';
import { apiRequest } from '@/shared/api/rest';

export const betRecordKeys = {
  record: (roundId: string) => ['fairness', 'bet', roundId] as const,
};

export function betRecordQuery(roundId: string) {
  return queryOptions({
    queryKey: betRecordKeys.record(roundId),
    queryFn: ({ signal }) =>
      apiRequest(`/originals/bets/${encodeURIComponent(roundId)}`, {
        schema: betRecordSchema,
        signal,
      }),
    staleTime: 30_000,
  });
}
