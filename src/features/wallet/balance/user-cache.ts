/**
 * Changes to the cached current user (the persisted GET /account/get answer) that live
 * updates and the balance selection apply at once, without waiting for a refetch. Each is a
 * pure function of the user; `patchCurrentUser` applies one when a player is signed in.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { BalanceType } from '@/contracts/balances';
import type { User } from '@/contracts/user';
import type { ExchangeRates } from '@/contracts/wallet';
import { accountKeys } from '@/shared/session';

export function withBalance(user: User, balanceType: BalanceType, balance: number): User {
  return { ...user, balances: { ...user.balances, [balanceType]: balance } };
}

export function withExchangeRates(user: User, exchangeRates: ExchangeRates): User {
  return { ...user, exchangeRates };
}

export function withSelectedBalance(user: User, selectedBalanceType: string): User {
  return { ...user, selectedBalanceType };
}

/** Applies `change` to the cached player; nothing happens while signed out. */
export function patchCurrentUser(queryClient: QueryClient, change: (user: User) => User): void {
  queryClient.setQueryData<User | null>(accountKeys.current, (user) =>
    user ? change(user) : user,
  );
}

export function currentUserOf(queryClient: QueryClient): User | null {
  return queryClient.getQueryData<User | null>(accountKeys.current) ?? null;
}
