/**
 * Promo codes (spec part 1 §5; Bonus policy §3.1): not case-sensitive, so every code is
 * trimmed and lowercased before it is sent.
 */
export const PROMO_CODE_MAX = 64;

export type PromoCodeProblem = 'required' | 'tooLong';

export function normalizePromoCode(code: string): string {
  return code.trim().toLowerCase();
}

export function checkPromoCode(code: string): PromoCodeProblem | null {
  const normalized = normalizePromoCode(code);
  if (!normalized) return 'required';
  return normalized.length > PROMO_CODE_MAX ? 'tooLong' : null;
}
