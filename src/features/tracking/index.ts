/**
 * Tracking: affiliate and marketing data a visitor arrives with (cxd/cxAffId kept 30 days
 * locally and as the `cellxpert` cookie; ref, postback and UTM values), handed to the server
 * once a new account exists. `?cxClear=true` forgets the affiliate record.
 */
export { useMarketingTracking } from './use-marketing-tracking';
