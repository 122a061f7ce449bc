/**
 * Feature off: what a page or dialog of a feature the operator switched off shows instead of
 * itself — it says so, with the way home — rather than a blank page. The gating itself
 * (useFeature, FeatureGate) is the settings feature's; these live apart from it because their
 * strings and icons are not needed by the first screen (the settings feature's are).
 */
export { FeatureOffNotice } from './FeatureOffNotice';
export { FeaturePage } from './FeaturePage';
export type { PlacedFeature } from './feature-off-texts';
