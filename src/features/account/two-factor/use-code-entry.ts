/**
 * A code the player types and sends (sign-in second step, turning two-factor on): the value,
 * the round trip, the server's words on failure, and the field cleared for another try. A
 * send of an invalid code, or one while another is on its way, does nothing. `textOf` may
 * take a failure over (null: shown elsewhere, e.g. SignInAgain), else the server's words show.
 */
import { useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { validateTwoFactorCode } from '../auth/validation';

const isSixDigits = (code: string) => validateTwoFactorCode(code) === null;

export function useCodeEntry(
  send: (code: string) => Promise<void>,
  isValid: (code: string) => boolean = isSixDigits,
  textOf?: (failure: unknown) => string | null,
) {
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (raw: string = code) => {
    const value = raw.trim().toLowerCase();
    if (pending || !isValid(value)) return;
    setPending(true);
    setError(null);
    try {
      await send(value);
    } catch (failure) {
      setError(textOf ? textOf(failure) : errorText(failure));
      setCode('');
    } finally {
      setPending(false);
    }
  };

  /** A fresh start, e.g. when switching between an app code and a recovery code. */
  const reset = () => {
    setCode('');
    setError(null);
  };

  return {
    code,
    setCode,
    pending,
    error,
    submit,
    reset,
    valid: isValid(code.trim().toLowerCase()),
  };
}
