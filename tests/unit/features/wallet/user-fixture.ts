/** A signed-in player as GET /account/get sends it, for the wallet and account component tests. */

import type { SettingsFlag, SettingsSwitches } from '@/contracts/settings';
import type { User } from '@/contracts/user';
import { emptyBalances } from '@/contracts/wallet';

export function playerWith(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    name: 'amina',
    email: 'amina@example.com',
    mustSetName: false,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    locale: null,
    rules: [],
    isChatMod: false,
    isChatDev: false,
    systemSettings: {
      currency: { displayCurrency: 'usd', hideEmptyBalances: false },
      sound: { enabled: true, volume: 0.4 },
      privacy: { hideStats: false, hideInFeed: false },
      cashOptions: { enabled: true },
      mpesaOptions: { enabled: true },
    },
    selectedBalanceType: 'usdt',
    balances: emptyBalances(),
    exchangeRates: { usd: { symbol: '$', rate: 1 }, eur: { symbol: '€', rate: 0.92 } },
    hiddenTotalDeposited: 0,
    lastDeposit: null,
    socketToken: 'token',
    affiliateId: 'amina',
    kyc: { addressCountry: null, validationResults: [] },
    userKYCOverrideLevel: 0,
    hasPassword: true,
    security: { twoFactorMethod: null, previousSignInAt: null, passwordChangedAt: null },
    mutes: {},
    responsibleGambling: { exclusion: null, realityCheckMinutes: null },
    ...overrides,
  };
}

export const ALL_FLAGS = { cashEnabled: true, mpesaEnabled: true, cardPaymentsAllowed: true };

/** The operator's switches with these flags on (no named features: the wallet reads none). */
export function switchesWith(
  flags: Partial<Record<SettingsFlag, boolean>> = ALL_FLAGS,
): SettingsSwitches {
  return { flags, features: [] };
}

/** A player with some XRP and M-Pesa to tip from. */
export function testUser(overrides: Partial<User> = {}): User {
  return playerWith({
    id: 'u-amina',
    locale: 'en',
    balances: { ...emptyBalances(), xrp: 10, mpesa: 2 },
    exchangeRates: {},
    socketToken: 'socket-token',
    ...overrides,
  });
}
