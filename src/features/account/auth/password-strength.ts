/**
 * A quick estimate of how hard a new password is to guess, for the meter under the password
 * field. It only guides the player; the one hard rule is the minimum length (contracts/auth.ts).
 */
import { PASSWORD_MIN } from '@/contracts/auth';

export type PasswordStrength = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

/** Scores 0–4 in the order of the levels, for the meter's fill. */
export const STRENGTH_SCORE: Record<PasswordStrength, number> = {
  empty: 0,
  weak: 1,
  fair: 2,
  good: 3,
  strong: 4,
};

/** Passwords every guessing list starts with; containing one makes a password weak. */
const COMMON_WORDS = ['password', 'qwerty', '123456', '111111', 'letmein', 'iloveyou', 'kadibet'];

function characterClasses(password: string): number {
  return [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
}

export function passwordStrength(password: string): PasswordStrength {
  if (!password) return 'empty';
  if (password.length < PASSWORD_MIN) return 'weak';
  const lower = password.toLowerCase();
  const repeatsOneChar = new Set(password).size === 1;
  if (repeatsOneChar || COMMON_WORDS.some((word) => lower.includes(word))) return 'weak';
  // Variety counts most; length beyond the minimum makes up for it.
  const points =
    characterClasses(password) + (password.length >= 12 ? 1 : 0) + (password.length >= 16 ? 1 : 0);
  if (points >= 4) return 'strong';
  if (points === 3) return 'good';
  if (points === 2) return 'fair';
  return 'weak';
}
