/**
 * Deposit bonus calls: the player's offers and bonuses (GET /bonuses, under ['wallet',
 * 'bonuses'] so wallet movements refresh it), claiming an offer and forfeiting a bonus.
 */
import { queryOptions } from '@tanstack/react-query';
import { bonusesSchema, type PlayerBonus, playerBonusResponseSchema } from '@/contracts/bonuses';
import { apiRequest } from '@/shared/api/rest';

export const bonusKeys = {
  all: ['wallet', 'bonuses'] as const,
};

export function bonusesQuery() {
  return queryOptions({
    queryKey: bonusKeys.all,
    queryFn: ({ signal }) => apiRequest('/bonuses', { schema: bonusesSchema, signal }),
    staleTime: 15_000,
  });
}

export async function claimBonus(offerId: string): Promise<PlayerBonus> {
  const response = await apiRequest('/bonuses/claim', {
    method: 'POST',
    body: { offerId },
    schema: playerBonusResponseSchema,
  });
  return response.bonus;
}

/** The body says `confirm: true`: the server refuses a forfeit nobody confirmed. */
export async function forfeitBonus(bonusId: string): Promise<PlayerBonus> {
  const response = await apiRequest(`/bonuses/${encodeURIComponent(bonusId)}/forfeit`, {
    method: 'POST',
    body: { confirm: true },
    schema: playerBonusResponseSchema,
  });
  return response.bonus;
}
