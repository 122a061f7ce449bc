/**
 * Choosing the balance to play with (spec part 1 §4.9, §7, §8): POST /account/setBalanceField
 * {balanceField}, optimistic — the cached player shows the new choice at once, and if the
 * server refuses, the choice goes back and a toast shows the server's words (fallback 'An
 * unknown error has occurred.'). Afterwards the player is refetched ("rechecks the balance").
 * Only the choice is put back, never the whole player: a balance pushed meanwhile must stay.
 */
import type { QueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { BalanceType } from '@/contracts/balances';
import { serverMessageOf } from '@/features/account';
import { apiRequest } from '@/shared/api/rest';
import { accountKeys } from '@/shared/session';
import { currentUserOf, patchCurrentUser, withSelectedBalance } from './user-cache';

const okSchema = z.object({ ok: z.literal(true) });

export function setBalanceField(balanceField: BalanceType) {
  return apiRequest('/account/setBalanceField', {
    method: 'POST',
    body: { balanceField },
    schema: okSchema,
  });
}

export interface SelectionContext {
  previous: string;
  chosen: BalanceType;
}

/** The mutation's steps, apart from React so they can be checked with a real query cache. */
export function balanceSelectionSteps(
  queryClient: QueryClient,
  report: (message: string | undefined) => void,
) {
  return {
    onMutate: async (chosen: BalanceType): Promise<SelectionContext | null> => {
      await queryClient.cancelQueries({ queryKey: accountKeys.current });
      const user = currentUserOf(queryClient);
      if (!user) return null;
      patchCurrentUser(queryClient, (u) => withSelectedBalance(u, chosen));
      return { previous: user.selectedBalanceType, chosen };
    },
    onError: (
      error: unknown,
      _chosen: BalanceType,
      context: SelectionContext | null | undefined,
    ) => {
      if (context) {
        // Unless the player has chosen yet another balance since.
        patchCurrentUser(queryClient, (u) =>
          u.selectedBalanceType === context.chosen ? withSelectedBalance(u, context.previous) : u,
        );
      }
      report(serverMessageOf(error));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.current }),
  };
}
