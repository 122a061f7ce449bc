/**
 * Module settings: the operator's site settings (flags, features, maintenance, banner) and
 * GET /api/settings/get. This is maintenance's first-start value; the flags' and features'
 * are in the contract (src/contracts/settings.ts), where the client reads them too until the
 * settings arrive.
 */
export const DEFAULT_DISABLED_APP = false;
