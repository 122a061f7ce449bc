/**
 * Promo codes (spec part 1 §5, §7: POST /promo/redeemCode with code and recaptcha): the code is
 * lowercased before sending (the server lowercases too), `recaptcha` is a solved captcha
 * (contracts/captcha). Errors name the code (spec §8: promo errors carry the code).
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';
import { captchaSolutionSchema } from './captcha';

export const PROMO_CODE_MAX = 64;
/** What an operator may create: lowercase letters, digits, - and _. */
export const PROMO_CODE_PATTERN = /^[a-z0-9][a-z0-9_-]{2,63}$/;

export function normalizePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

export const redeemCodeBodySchema = z.object({
  code: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, 'Enter a promo code'),
      z.maxLength(PROMO_CODE_MAX, `A promo code has at most ${PROMO_CODE_MAX} characters`),
    ),
  recaptcha: captchaSolutionSchema,
});
export type RedeemCodeBody = z.infer<typeof redeemCodeBodySchema>;

export const redeemResultSchema = z.object({
  ok: z.literal(true),
  code: z.string(),
  /** US dollars credited. */
  amount: z.number(),
  balanceType: z.enum(BALANCE_TYPES),
  /** The player's balance of that type after the credit. */
  balance: z.number(),
});
export type RedeemResult = z.infer<typeof redeemResultSchema>;

/** GET /promo/redemptions: the codes this player redeemed, newest first. */
export const promoRedemptionSchema = z.object({
  code: z.string(),
  amount: z.number(),
  balanceType: z.enum(BALANCE_TYPES),
  redeemedAt: z.string(),
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

export const promoRedemptionsSchema = z.object({ redemptions: z.array(promoRedemptionSchema) });
