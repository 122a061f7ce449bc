/**
 * i18n: the UI language — the remembered choice, switching (catalog first, then direction),
 * its cookie for the pages the server draws, and, in ./dialogs (loaded on demand), the language picker and the `locale` dialog.
 */
export { localeAtom } from './atoms';
export { useLocaleCookie } from './locale-cookie';
export { useLocale } from './use-locale';
export { useLocaleDirection } from './use-locale-direction';
