/**
 * The close dialog's rules, from the request's contract (closeAccountBodySchema): the password
 * is optional in the request only for a passwordless player, so a password account must type
 * it; the tick is the contract's `confirm`.
 */
import { z } from 'zod/mini';
import { closeAccountBodySchema } from '@/contracts/auth';

const { password, period, confirm } = closeAccountBodySchema.shape;

export const closeWithPasswordSchema = z.object({
  password: password.def.innerType,
  period,
  confirm,
});

export const closePasswordlessSchema = z.object({ period, confirm });
