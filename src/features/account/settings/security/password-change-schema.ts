/**
 * The password card's rules, from the request's contract: the current password is optional in
 * the request only for a player setting a first one, so a password account must type it.
 */
import { z } from 'zod/mini';
import { changePasswordBodySchema } from '@/contracts/auth';

// Built with z.object from the contract's own fields rather than z.required/z.pick: those
// would add their code to the first screen's zod chunk (vite.config.ts groups zod there).
const { currentPassword, newPassword } = changePasswordBodySchema.shape;

export const passwordChangeSchema = z.object({
  currentPassword: currentPassword.def.innerType,
  newPassword,
});

/** A first password (an account made through a provider): only the new one is asked. */
export const firstPasswordSchema = z.object({ newPassword });
