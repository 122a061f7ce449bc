/**
 * The self-hosted captcha (promo codes, a sign-in after failed ones): the ALTCHA checkbox,
 * which fetches a challenge from GET /api/captcha/challenge and solves it in a worker;
 * `onChange` receives the solved answer or null while there is none. An answer works once:
 * the parent resets the widget after each attempt through `resetKey`. The widget's code loads
 * only here, when the field first shows, so the dialogs that never ask for it do not carry it.
 */

import { useLingui } from '@lingui/react/macro';
import { Input, Loader, Text } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

interface StateChangeDetail {
  state: string;
  payload: string | null;
}

export interface CaptchaFieldProps {
  onChange: (solution: string | null) => void;
  /** Changing it clears the widget for a new challenge. */
  resetKey: number;
  testId?: string;
}

type AltchaModule = typeof import('./altcha-setup');

const CONFIGURATION = JSON.stringify({ hideLogo: true, hideFooter: true, minDuration: 300 });

export function CaptchaField({ onChange, resetKey, testId = 'captcha' }: CaptchaFieldProps) {
  const { i18n, t } = useLingui();
  const [altcha, setAltcha] = useState<AltchaModule | null>(null);
  const [failed, setFailed] = useState(false);
  const widget = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    let live = true;
    import('./altcha-setup')
      .then((module) => live && setAltcha(module))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);

  // The widget's texts in the player's language (it looks them up by locale code), set before
  // the first paint of the widget.
  useLayoutEffect(() => {
    altcha?.setCaptchaStrings(i18n.locale, {
      label: t`I'm not a robot`,
      verifying: t`Verifying…`,
      verified: t`Verified`,
      error: t`Verification failed. Please try again.`,
      expired: t`Verification expired. Please try again.`,
      waitAlert: t`Verifying… please wait.`,
      verificationRequired: t`Please complete the verification.`,
    });
  }, [altcha, i18n.locale, t]);

  useEffect(() => {
    const element = widget.current;
    if (!altcha || !element) return;
    const listener = (event: Event) => {
      const { state, payload } = (event as CustomEvent<StateChangeDetail>).detail;
      onChangeRef.current(state === 'verified' && payload ? payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, [altcha]);

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
      <div style={{ marginTop: 6 }} data-testid={testId}>
        {altcha ? (
          <altcha-widget
            ref={widget}
            challenge="/api/captcha/challenge"
            type="checkbox"
            language={i18n.locale}
            configuration={CONFIGURATION}
            style={{ '--altcha-max-width': '100%' }}
          />
        ) : failed ? (
          <Text size="sm" c="red">
            {t`The verification could not be loaded. Check your connection and reopen this dialog.`}
          </Text>
        ) : (
          <Loader size="sm" />
        )}
      </div>
    </Input.Wrapper>
  );
}
