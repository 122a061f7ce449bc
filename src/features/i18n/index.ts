/**
 * i18n: the UI language — the remembered choice, switching (catalog first, then direction),
 * the language picker and the `locale` dialog (in ./dialogs).
 */
export { localeAtom } from './atoms';
export { LanguagePicker } from './LanguagePicker';
export { useLocale } from './use-locale';
export { useLocaleDirection } from './use-locale-direction';
