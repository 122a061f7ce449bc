/**
 * Promo codes (spec part 1 §5; Bonus policy §3.1): not case-sensitive, so every code is
 * trimmed and lowercased before it is sent (contracts/promo).
 */
import { normalizePromoCode, PROMO_CODE_MAX } from '@/contracts/promo';

export { normalizePromoCode, PROMO_CODE_MAX };

export type PromoCodeProblem = 'required' | 'tooLong';

export function checkPromoCode(code: string): PromoCodeProblem | null {
  const normalized = normalizePromoCode(code);
  if (!normalized) return 'required';
  return normalized.length > PROMO_CODE_MAX ? 'tooLong' : null;
}
