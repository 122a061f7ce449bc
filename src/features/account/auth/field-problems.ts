/**
 * Which of the account forms' messages a contract issue (contracts/auth.ts) stands for. The
 * rules are the contract's, which the server applies too; this only names the problem, so the
 * form can show it in the player's language (./field-messages).
 */
import type { ContractIssue } from '@/shared/forms/contract-validate';

export type FieldProblem =
  | 'required'
  | 'usernameLength'
  | 'usernameChars'
  | 'email'
  | 'passwordLength'
  | 'terms'
  | 'age';

const PROBLEM_BY_FIELD: Record<string, Partial<Record<ContractIssue['code'], FieldProblem>>> = {
  username: {
    too_small: 'usernameLength',
    too_big: 'usernameLength',
    invalid_format: 'usernameChars',
  },
  email: { invalid_format: 'email', too_big: 'email' },
  password: { too_small: 'passwordLength' },
  newPassword: { too_small: 'passwordLength' },
  acceptTerms: { invalid_value: 'terms' },
  confirmAge: { invalid_value: 'age' },
};

/** Passwords count spaces as characters; the other fields are trimmed by the contract. */
const UNTRIMMED = new Set(['password', 'newPassword', 'currentPassword']);

/** The problem an issue on a field stands for; undefined for one no form message covers. */
export function fieldProblemOf(issue: ContractIssue, value: unknown): FieldProblem | undefined {
  const field = String(issue.path[0] ?? '');
  if (typeof value === 'string' && (UNTRIMMED.has(field) ? value : value.trim()) === '') {
    return 'required';
  }
  return PROBLEM_BY_FIELD[field]?.[issue.code];
}
