/**
 * Settings: the operator's site settings (GET /settings/get), kept fresh over the socket; the
 * global banner that shows update notices and operator messages; and feature gating — what the
 * operator switched off is hidden (useFeature, useFeatureCheck, FeatureGate; the pages and
 * dialogs of such a feature say so, see features/feature-off).
 */
export { clientOutdatedAtom } from './atoms';
export { FeatureGate } from './FeatureGate';
export { GlobalBanner } from './GlobalBanner';
export { settingsKeys, settingsQuery } from './queries';
export { useFeature, useFeatureCheck } from './use-feature';
export { useSettingsSync } from './use-settings-sync';
export { useSiteSettings } from './use-site-settings';
