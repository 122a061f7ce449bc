/**
 * Settings: the operator's site settings (GET /settings/get), kept fresh over the socket, and
 * the global banner that shows update notices and operator messages.
 */
export { clientOutdatedAtom } from './atoms';
export { GlobalBanner } from './GlobalBanner';
export { settingsKeys, settingsQuery } from './queries';
export { useSettingsSync } from './use-settings-sync';
export { useSettingsFlag, useSiteSettings } from './use-site-settings';
