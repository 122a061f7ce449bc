/**
 * The password card's rules, from the request's contract: the current password is optional in
 * the request only for a player setting a first one, so a password account must type it.
 */
import { z } from 'zod/mini';
import { changePasswordBodySchema } from '@/contracts/auth';

export const passwordChangeSchema = z.required(changePasswordBodySchema, {
  currentPassword: true,
});

/** A first password (an account made through a provider): only the new one is asked. */
export const firstPasswordSchema = z.pick(changePasswordBodySchema, { newPassword: true });
