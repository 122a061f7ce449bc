/**
 * A code the player types and sends (sign-in second step, turning two-factor on): the value,
 * the round trip, the server's words on failure, and the field cleared for another try. A
 * send of an invalid code, or one while another is on its way, does nothing. `failure` is
 * the raw error, for callers that show some failures elsewhere (e.g. SignInAgain).
 */
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useErrorText } from '@/shared/api/use-error-text';
import { isTwoFactorCode } from './code-format';

export function useCodeEntry(
  send: (code: string) => Promise<void>,
  isValid: (code: string) => boolean = isTwoFactorCode,
) {
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const sending = useMutation({ mutationFn: send, onError: () => setCode('') });

  const submit = async (raw: string = code) => {
    const value = raw.trim().toLowerCase();
    if (sending.isPending || !isValid(value)) return;
    // The failure shows through `error`; the promise only tells the caller it is over.
    await sending.mutateAsync(value).catch(() => undefined);
  };

  /** A fresh start, e.g. when switching between an app code and a recovery code. */
  const reset = () => {
    setCode('');
    sending.reset();
  };

  const failure = sending.error;
  return {
    code,
    setCode,
    pending: sending.isPending,
    failure,
    error: failure === null ? null : errorText(failure),
    submit,
    reset,
    valid: isValid(code.trim().toLowerCase()),
  };
}
