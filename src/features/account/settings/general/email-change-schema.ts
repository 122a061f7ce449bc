/**
 * The email card's rules, from the request's contract: the password is optional in the request
 * only for a passwordless player, so a password account must type it.
 */
import { z } from 'zod/mini';
import { changeEmailBodySchema } from '@/contracts/auth';

export const emailChangeSchema = z.required(changeEmailBodySchema, { password: true });

/** The email change of an account without a password: only the address is asked. */
export const emailOnlySchema = z.pick(changeEmailBodySchema, { email: true });
