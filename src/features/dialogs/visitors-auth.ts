/**
 * The auth dialog's sign-in and register tabs are for visitors. A signed-in player whose
 * address still names them (a reload just as signing in finished, an old link, Back) has no use
 * for them: the host shows no dialog, and on load the address drops it.
 */
import type { RootSearch } from '@/contracts/modals';
import type { User } from '@/contracts/user';

export function isVisitorsAuthForPlayer(
  search: Pick<RootSearch, 'modal' | 'tab'>,
  user: Pick<User, 'mustSetName'> | null,
): boolean {
  return (
    search.modal === 'auth' && user !== null && !user.mustSetName && search.tab !== 'setUsername'
  );
}
