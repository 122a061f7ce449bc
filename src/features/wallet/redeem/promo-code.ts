/**
 * Promo codes (spec part 1 §5; Bonus policy §3.1): not case-sensitive, so every code is
 * trimmed and lowercased before it is sent (contracts/promo). The form checks the code with
 * the request's own rule; the captcha has its widget.
 */
import { z } from 'zod/mini';
import { normalizePromoCode, PROMO_CODE_MAX, redeemCodeBodySchema } from '@/contracts/promo';
import type { ContractIssue } from '@/shared/forms/contract-validate';

export { normalizePromoCode, PROMO_CODE_MAX };

export type PromoCodeProblem = 'required' | 'tooLong';

/** The request's code field alone (the captcha has its widget). */
export const promoCodeFormSchema = z.object({ code: redeemCodeBodySchema.shape.code });

/** The code's two rules: something typed, and not past PROMO_CODE_MAX. */
export function promoCodeProblemOf(issue: ContractIssue): PromoCodeProblem {
  return issue.code === 'too_big' ? 'tooLong' : 'required';
}
