/**
 * Tells a failed sensitive call apart for a passwordless player: a 1008 means 'sign in again'
 * (shown with SignInAgain), anything else is an ordinary error text. Keeps that decision out
 * of each form; the failure is the call's own (a mutation's `error`), so nothing is kept here.
 */
import { useErrorText } from '@/shared/api/use-error-text';
import { needsReauth } from '../two-factor/queries';

/** `passwordless`: only then is signing in again the answer (a password account types it). */
export function useSignInAgain(passwordless: boolean, failure: unknown) {
  const errorText = useErrorText();
  if (failure === null || failure === undefined) return { signInAgain: null, error: null };
  const text = errorText(failure);
  return passwordless && needsReauth(failure)
    ? { signInAgain: text, error: null }
    : { signInAgain: null, error: text };
}
