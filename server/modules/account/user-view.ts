/** The contract's User (GET /account/get) built from a users row and the request's session. */

import type { Db } from '@server/db/client';
import { isLocaleCode } from '@/contracts/locales';
import { TWO_FACTOR_METHODS, type TwoFactorMethod, type User } from '@/contracts/user';
import { kycOf } from '../kyc/levels-repository';
import { mutesOf } from '../mutes/repository';
import { responsibleGamblingOf } from '../responsible-gambling/user-status';
import { balancesOf } from '../wallet/balances-repository';
import { depositSummaryOf } from '../wallet/deposit-summary';
import { readExchangeRates } from '../wallet/exchange-rates';
import { unitsToNumber } from '../wallet/money';
import { socketTokenOf } from './session-tokens';
import { readSystemSettings } from './system-settings';
import type { UserRow } from './users-repository';

function twoFactorMethodOf(row: UserRow): TwoFactorMethod | null {
  return TWO_FACTOR_METHODS.includes(row.twoFactorMethod as TwoFactorMethod)
    ? (row.twoFactorMethod as TwoFactorMethod)
    : null;
}

export async function userView(
  db: Db,
  row: UserRow,
  session: { token: string; previousSignInAt: Date | null },
): Promise<User> {
  const [balances, exchangeRates, deposits, kyc, responsibleGambling, mutes] = await Promise.all([
    balancesOf(db, row.id),
    readExchangeRates(db),
    depositSummaryOf(db, row.id),
    kycOf(db, row.id),
    responsibleGamblingOf(db, row.id),
    mutesOf(db, row.id),
  ]);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mustSetName: row.mustSetName,
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    locale: isLocaleCode(row.locale) ? row.locale : null,
    rules: row.rules,
    isChatMod: row.isChatMod,
    isChatDev: row.isChatDev,
    systemSettings: readSystemSettings(row.systemSettings),
    selectedBalanceType: row.selectedBalanceType,
    balances,
    exchangeRates,
    hiddenTotalDeposited: unitsToNumber(deposits.total),
    lastDeposit: deposits.last?.toISOString() ?? null,
    socketToken: socketTokenOf(session.token),
    affiliateId: row.name,
    kyc,
    userKYCOverrideLevel: row.kycOverrideLevel,
    mutes,
    hasPassword: row.passwordHash !== null,
    security: {
      twoFactorMethod: twoFactorMethodOf(row),
      previousSignInAt: session.previousSignInAt?.toISOString() ?? null,
      passwordChangedAt: row.passwordChangedAt?.toISOString() ?? null,
    },
    responsibleGambling,
  };
}
