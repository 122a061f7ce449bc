/**
 * Tells a failed sensitive call apart for a passwordless player: a 1008 means 'sign in again'
 * (shown with SignInAgain), anything else is an ordinary error text. Keeps that decision out
 * of each form.
 */
import { useCallback, useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { needsReauth } from '../two-factor/two-factor-api';

/** `passwordless`: only then is signing in again the answer (a password account types it). */
export function useSignInAgain(passwordless: boolean) {
  const errorText = useErrorText();
  const [signInAgain, setSignInAgain] = useState<string | null>(null);

  /** The error text to show inline, or null when the SignInAgain notice shows it instead. */
  const classify = useCallback(
    (failure: unknown): string | null => {
      const text = errorText(failure);
      if (passwordless && needsReauth(failure)) {
        setSignInAgain(text);
        return null;
      }
      setSignInAgain(null);
      return text;
    },
    [errorText, passwordless],
  );

  const reset = useCallback(() => setSignInAgain(null), []);
  return { signInAgain, classify, reset };
}
