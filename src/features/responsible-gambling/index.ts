/**
 * Responsible gambling: limits, breaks, self-exclusion and the reality check.
 * - `ResponsibleGamblingPanel`: the account settings tab;
 * - `RealityCheckHost`: mounted once in the app, opens the reminder every N minutes;
 * - `FirstDepositLimitsOffer` (props `{ onDone?: () => void }`): the offer of deposit limits
 *   for the cashier's deposit tab; renders nothing unless it is the player's first deposit;
 * - `ExclusionBanner` / `useExclusion`: the 'You are on a break until …' notice and the
 *   running break or self-exclusion (disable deposit buttons while it is not null);
 * - `responsibleGamblingErrorText(i18n, error)`: a refusal (1012 limit, 1013 excluded) in the
 *   player's language, null for other errors.
 */
export { responsibleGamblingErrorText } from './errors';
export { ExclusionBanner, useExclusion } from './exclusion/ExclusionBanner';
export {
  FirstDepositLimitsOffer,
  type FirstDepositLimitsOfferProps,
} from './limits/FirstDepositLimitsOffer';
export { ResponsibleGamblingPanel } from './ResponsibleGamblingPanel';
export { RealityCheckHost } from './reality-check/RealityCheckHost';
