/**
 * The sign-in form's captcha: hidden until the server answers that the account needs one
 * (API error captchaRequired, after too many failed sign-ins on it), then shown for every
 * further try. Each solved answer goes with one try and is spent by it, so the widget resets
 * after every try that carried one.
 */
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { API_ERROR_CODES } from '@/contracts/api-error';
import { ApiError } from '@/shared/api/api-error';

export function isCaptchaRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === API_ERROR_CODES.captchaRequired;
}

export function useSignInCaptcha() {
  const { t } = useLingui();
  const [needed, setNeeded] = useState(false);
  const [solution, setSolution] = useState<string | null>(null);
  const [resetKey, setResetKey] = useState(0);

  return {
    needed,
    solution,
    resetKey,
    setSolution,
    /** Whether the form may be sent: always, unless the captcha is shown and unsolved. */
    ready: !needed || solution !== null,

    /** The solved answer to send with the next try, if any. */
    answer: solution ?? undefined,

    /** Runs one try that carries `sent` (if any); learns from a captchaRequired refusal. */
    async attempt<R>(sent: string | undefined, send: () => Promise<R>): Promise<R> {
      try {
        return await send();
      } catch (error) {
        if (isCaptchaRequired(error)) setNeeded(true);
        throw error;
      } finally {
        if (sent) setResetKey((key) => key + 1);
      }
    },

    /**
     * The player's words for a captchaRequired refusal; undefined for any other error. A try
     * that carried an answer was made with the captcha shown, so its answer did not pass.
     */
    describe(error: unknown, sentAnswer: boolean): string | undefined {
      if (!isCaptchaRequired(error)) return undefined;
      return sentAnswer
        ? t`The verification did not pass. Please complete it again, then sign in.`
        : t`Too many failed sign-ins on this account. Complete the verification below, then sign in.`;
    },
  };
}
