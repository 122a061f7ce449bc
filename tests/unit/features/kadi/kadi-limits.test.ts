import { describe, expect, it } from 'vitest';
import { KADI_LIMITS, kadiModeOf, turnSecondsFor } from '@/features/kadi/rules/kadi-limits';

describe('Kadi table limits', () => {
  it('uses the spec defaults: 10 s turns, 3 time-outs in a row, 12 cards', () => {
    expect(KADI_LIMITS).toEqual({ turnSeconds: 10, maxConsecutiveTimeouts: 3, maxCards: 12 });
  });

  it('reads the mode from gameType, ignoring case, and nothing else', () => {
    expect(kadiModeOf('Speed')).toBe('Speed');
    expect(kadiModeOf('relaxed')).toBe('Relaxed');
    expect(kadiModeOf('Turbo')).toBeNull();
    expect(kadiModeOf(undefined)).toBeNull();
  });

  it('gives every mode, and no mode, a turn time', () => {
    expect(turnSecondsFor('Speed')).toBe(10);
    expect(turnSecondsFor('Relaxed')).toBe(10);
    expect(turnSecondsFor(null)).toBe(10);
  });
});
