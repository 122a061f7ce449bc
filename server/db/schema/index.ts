/**
 * The one Drizzle schema of the reference server, used by both drivers (PGlite and
 * PostgreSQL) and by drizzle-kit. Each module keeps its tables in its own file here.
 */

export * from './accounts';
export * from './affiliate';
export * from './bonuses';
export * from './catalogue';
export * from './chat';
export * from './coin-prices';
export * from './game-provider';
export * from './identity';
export * from './kyc';
export * from './ledger';
export * from './mutes';
export * from './onramp';
export * from './originals';
export * from './payments';
export * from './promotions';
export * from './push';
export * from './responsible-gambling';
export * from './rounds';
export * from './settings';
export * from './stats';
export * from './withdrawals';
