/**
 * VIP: the invitation-only club's page (/vip and /vip-benefits): tiers 1 Red, 2 Silver and
 * 3 Gold, rewards levels 0–10, member benefits, how to get noticed and how to get in touch.
 */
export { VipPage } from './VipPage';
export { VIP_TIERS, type VipTier } from './vip-data';
