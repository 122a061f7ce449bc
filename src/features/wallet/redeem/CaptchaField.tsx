/**
 * The promo captcha: the ALTCHA checkbox, which fetches a challenge from GET
 * /api/captcha/challenge and solves it in a worker; `onChange` receives the solved answer
 * (sent as `recaptcha`) or null while there is none. An answer works once: the parent resets
 * the widget after each attempt through `resetKey`.
 */

import { useLingui } from '@lingui/react/macro';
import { Input } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { setCaptchaStrings } from './altcha-setup';

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export interface CaptchaFieldProps {
  onChange: (solution: string | null) => void;
  /** Changing it clears the widget for a new challenge. */
  resetKey: number;
}

const CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, minDuration: 300 });

export function CaptchaField({ onChange, resetKey }: CaptchaFieldProps) {
  const { i18n, t } = useLingui();
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useLayoutEffect(() => {
    setCaptchaStrings(i18n.locale, {
      label: t`I'm not a robot`,
      verifying: t`Verifying…`,
      verified: t`Verified`,
      error: t`Verification failed. Please try again.`,
      expired: t`Verification expired. Please try again.`,
      waitAlert: t`Verifying… please wait.`,
      verificationRequired: t`Please complete the verification.`,
    });
  }, [i18n.locale, t]);

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  // Only a change after mounting resets: a freshly mounted widget is clear already (and may
  // not have its methods until the custom element has upgraded).
  const mountedKey = useRef(resetKey);
  useEffect(() => {
    if (resetKey === mountedKey.current) return;
    mountedKey.current = resetKey;
    widget.current?.reset();
    onChangeRef.current(null);
  }, [resetKey]);

  return (
    <Input.Wrapper label={t`Verification`} description={t`Proves you are a person, not a script.`}>
      <div style={{ marginTop: 6 }} data-testid="promo-captcha">
        <altcha-widget
          ref={widget}
          challenge="/api/captcha/challenge"
          type="checkbox"
          language={i18n.locale}
          configuration={CONFIGURATION}
          style={{ '--altcha-max-width': '100%' }}
        />
      </div>
    </Input.Wrapper>
  );
}
