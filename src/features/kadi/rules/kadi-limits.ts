/**
 * The numbers of a Kadi table (spec part 2 §5, §9: turn time 10 s, at most 3 time-outs in a
 * row, at most 12 cards) and the two table modes of the lobby.
 *
 * The spec gives one turn time, the default; it names no separate time for Relaxed tables, so
 * both modes show the default until the Kadi issue sets a per-mode value here.
 */
export const KADI_MODES = ['Speed', 'Relaxed'] as const;
export type KadiMode = (typeof KADI_MODES)[number];

export const KADI_LIMITS = {
  turnSeconds: 10,
  maxConsecutiveTimeouts: 3,
  maxCards: 12,
} as const;

const TURN_SECONDS: Record<KadiMode, number> = {
  Speed: KADI_LIMITS.turnSeconds,
  Relaxed: KADI_LIMITS.turnSeconds,
};

/** The `pokerRules` dialog's `gameType`, when it names a mode (case-insensitive). */
export function kadiModeOf(gameType: string | undefined): KadiMode | null {
  const wanted = gameType?.trim().toLowerCase();
  return KADI_MODES.find((mode) => mode.toLowerCase() === wanted) ?? null;
}

export function turnSecondsFor(mode: KadiMode | null): number {
  return mode ? TURN_SECONDS[mode] : KADI_LIMITS.turnSeconds;
}
