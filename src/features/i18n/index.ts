/**
 * i18n: the UI language — the remembered choice, switching (catalog first, then direction),
 * and, in ./dialogs (loaded on demand), the language picker and the `locale` dialog.
 */
export { localeAtom } from './atoms';
export { useLocale } from './use-locale';
export { useLocaleDirection } from './use-locale-direction';
