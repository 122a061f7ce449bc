/**
 * The email card's rules, from the request's contract: the password is optional in the request
 * only for a passwordless player, so a password account must type it.
 */
import { z } from 'zod/mini';
import { changeEmailBodySchema } from '@/contracts/auth';

// Built with z.object from the contract's own fields rather than z.required/z.pick: those
// would add their code to the first screen's zod chunk (vite.config.ts groups zod there).
const { email, password } = changeEmailBodySchema.shape;

export const emailChangeSchema = z.object({ email, password: password.def.innerType });

/** The email change of an account without a password: only the address is asked. */
export const emailOnlySchema = z.object({ email });
