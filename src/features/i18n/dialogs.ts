/** Lazy entry for the i18n feature's dialogs. */
export { LocaleDialog } from './LocaleDialog';
