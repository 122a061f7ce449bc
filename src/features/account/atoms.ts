/**
 * Client state of the account feature: where to go after signing in, and whether this
 * visitor already closed the region-restricted dialog (it shows to them only once).
 */
import { z } from 'zod/mini';
import { persistedAtom } from '@/shared/lib/persisted-atom';

/** An in-app address (path + search) to return to after sign-in; never an external URL. */
export const authRedirectAtom = persistedAtom(
  'auth-redirect',
  z.nullable(
    z.string().check(
      z.startsWith('/'),
      z.refine((v) => !v.startsWith('//')),
    ),
  ),
  null,
);

export const regionDialogClosedAtom = persistedAtom('region-dialog-closed', z.boolean(), false);
