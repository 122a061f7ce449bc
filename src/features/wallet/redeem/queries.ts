/**
 * Promo calls: redeeming a code (POST /promo/redeemCode, the code lowercased, the solved
 * captcha as `recaptcha`) and the codes the player redeemed (GET /promo/redemptions).
 */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  normalizePromoCode,
  promoRedemptionsSchema,
  type RedeemResult,
  redeemResultSchema,
} from '@/contracts/promo';
import { apiRequest } from '@/shared/api/rest';
import { accountKeys } from '@/shared/session';

export const promoKeys = {
  redemptions: ['wallet', 'promo', 'redemptions'] as const,
};

export function redeemCode(input: { code: string; recaptcha: string }): Promise<RedeemResult> {
  return apiRequest('/promo/redeemCode', {
    method: 'POST',
    body: { code: normalizePromoCode(input.code), recaptcha: input.recaptcha },
    schema: redeemResultSchema,
  });
}

export function promoRedemptionsQuery() {
  return queryOptions({
    queryKey: promoKeys.redemptions,
    queryFn: ({ signal }) =>
      apiRequest('/promo/redemptions', { schema: promoRedemptionsSchema, signal }),
    select: (data) => data.redemptions,
    staleTime: 30_000,
  });
}

/** Redeems; a success refreshes the player's balances and their list of redeemed codes. */
export function useRedeemCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCode,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKeys.current }),
        queryClient.invalidateQueries({ queryKey: promoKeys.redemptions }),
      ]);
    },
  });
}
