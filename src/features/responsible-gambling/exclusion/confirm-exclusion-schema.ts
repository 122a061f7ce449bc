/**
 * The exclusion confirmation's rules, from the request's contract (takeBreakBodySchema; a
 * self-exclusion has the same fields): the tick is the contract's `confirm`; the password is
 * optional in the request only for a passwordless player, so a password account must type one.
 */
import { z } from 'zod/mini';
import { takeBreakBodySchema } from '@/contracts/responsible-gambling';

const { password, confirm } = takeBreakBodySchema.shape;

export const confirmWithPasswordSchema = z.object({
  password: password.def.innerType.check(z.minLength(1)),
  confirm,
});

export const confirmPasswordlessSchema = z.object({ confirm });
