/**
 * Captcha: the self-hosted ALTCHA proof of work the server asks for where scripts must pay
 * per try (promo codes; a sign-in after too many failed ones). The widget's code loads only
 * when a field first shows.
 */
export { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
