/**
 * Lazy entry for the i18n feature's UI that is not needed at start-up: the locale dialog and
 * the language picker (19 buttons) used by the side menu.
 */
export { LanguagePicker } from './LanguagePicker';
export { LocaleDialog } from './LocaleDialog';
