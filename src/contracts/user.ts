/**
 * GET /api/account/get: the signed-in player (spec part 1 §3 'User'). The accounts capability
 * extends this with balances, KYC and security fields; the chrome reads only these.
 */
import { z } from 'zod/mini';
import { localeCodeSchema } from './locales';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  mustSetName: z.boolean(),
  emailVerified: z.boolean(),
  createdAt: z.string(),
  locale: z.nullable(localeCodeSchema),
  rules: z.array(z.string()),
  isChatMod: z.boolean(),
});
export type User = z.infer<typeof userSchema>;
