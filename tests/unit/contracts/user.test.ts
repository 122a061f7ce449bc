import { describe, expect, it } from 'vitest';
import { hasSessionHint, SESSION_HINT_COOKIE } from '@/contracts/user';

describe('hasSessionHint', () => {
  it('finds the hint cookie among others', () => {
    expect(hasSessionHint(`a=1; ${SESSION_HINT_COOKIE}=1; b=2`)).toBe(true);
    expect(hasSessionHint(`${SESSION_HINT_COOKIE}=1`)).toBe(true);
  });

  it('is false for a visitor and for look-alike names', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('vid=abc; theme=dark')).toBe(false);
    expect(hasSessionHint(`x${SESSION_HINT_COOKIE}=1`)).toBe(false);
  });
});
