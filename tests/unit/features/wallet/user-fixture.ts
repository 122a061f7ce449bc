/** A signed-in player as GET /account/get answers, for wallet component tests. */
import type { User } from '@/contracts/user';
import { emptyBalances } from '@/contracts/wallet';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u-amina',
    name: 'amina',
    email: 'amina@example.com',
    mustSetName: false,
    emailVerified: true,
    createdAt: '2025-01-01T00:00:00.000Z',
    locale: 'en',
    rules: [],
    isChatMod: false,
    isChatDev: false,
    systemSettings: {
      currency: { displayCurrency: 'usd', hideEmptyBalances: false },
      sound: { enabled: true },
      privacy: { hideStats: false },
      cashOptions: { enabled: true },
      mpesaOptions: { enabled: true },
    },
    selectedBalanceType: 'usdt',
    balances: { ...emptyBalances(), xrp: 10, mpesa: 2 },
    exchangeRates: {},
    hiddenTotalDeposited: 0,
    lastDeposit: null,
    socketToken: 'socket-token',
    affiliateId: 'amina',
    kyc: { addressCountry: null, validationResults: [] },
    userKYCOverrideLevel: 0,
    mutes: {},
    security: { twoFactorMethod: null, previousSignInAt: null, passwordChangedAt: null },
    ...overrides,
  };
}
