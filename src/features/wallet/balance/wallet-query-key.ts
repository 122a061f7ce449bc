/** Every wallet query key starts with this, so one `transactionCreated` marks them all stale. */
export const WALLET_QUERY_KEY = ['wallet'] as const;
