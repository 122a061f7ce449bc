/**
 * Loads the ALTCHA widget (a web component) the CSP-friendly way: the `external` build, whose
 * styles come from a stylesheet of this site and whose proof-of-work runs in a worker file of
 * this site (Vite's `?worker`), never a blob: or inline worker the policy would refuse. Only
 * the algorithm the server issues (PBKDF2/SHA-256) is registered.
 */
import 'altcha/external';
import 'altcha/altcha.css';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import { CAPTCHA_ALGORITHM } from '@/contracts/captcha';

globalThis.$altcha.algorithms.set(CAPTCHA_ALGORITHM, () => new Pbkdf2Worker());

export interface CaptchaStrings {
  label: string;
  verifying: string;
  verified: string;
  error: string;
  expired: string;
  waitAlert: string;
  verificationRequired: string;
}

/**
 * The widget's texts in the player's language, registered under the app's locale code (the
 * widget looks its strings up by that code). Strings of features the server never uses (code
 * challenges, the footer link) keep the widget's own.
 */
export function setCaptchaStrings(locale: string, strings: CaptchaStrings): void {
  const english = globalThis.$altcha.i18n.get('en') ?? {};
  globalThis.$altcha.i18n.set(locale, { ...english, ...strings });
}
