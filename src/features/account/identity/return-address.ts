/**
 * Where a provider sign-in should bring the player back: the page that asked for an account
 * (the stored redirect) when there is one, else the page under the auth dialog — without the
 * auth dialog itself, which has nothing left to do once they are signed in. A dialog the auth
 * dialog stood in for (`?modal=cashier`) stays, so it opens signed in.
 */
import { isInAppPath } from '@/contracts/in-app-path';

export function providerReturnAddress(redirect: string | null, here: string): string | undefined {
  if (isInAppPath(redirect)) return redirect;
  const url = new URL(here, 'http://app.invalid');
  if (url.searchParams.get('modal') === 'auth') {
    url.searchParams.delete('modal');
    url.searchParams.delete('tab');
  }
  const address = `${url.pathname}${url.search}`;
  return isInAppPath(address) ? address : undefined;
}
