/**
 * What the operator decides about the chat (operator API, `npm run operator -- chat ...`):
 * which permission strings a player holds, and lifting a chat mute or ban. The operator is the
 * actor of these audit rows (actorId null). A change of rules makes every open app of the
 * player refetch the user (`refreshRequired`), so the staff actions it offers follow at once.
 */

import { users } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ChatRule, isChatRule } from '@/contracts/chat-moderation';
import type { UserRow } from '../account/users-repository';
import { recordModeration } from './audit-repository';
import { moderationErrors } from './moderation-errors';
import { activeMute, clearBan, clearMute, sanctionOf } from './sanctions-repository';

export interface ChatStanding {
  userName: string;
  rules: string[];
  isChatMod: boolean;
  isChatDev: boolean;
  mutedUntil: string | null;
  muteReason: string | null;
  bannedAt: string | null;
  banReason: string | null;
}

/** The player's rules with `rules` added or taken away; rules of other capabilities stay. */
function changedRules(current: string[], rules: ChatRule[], grant: boolean): string[] {
  if (!grant) return current.filter((rule) => !isChatRule(rule) || !rules.includes(rule));
  const added = rules.filter((rule) => !current.includes(rule));
  return [...current, ...added];
}

export function createChatOperatorService(app: FastifyInstance) {
  const { db } = app.database;

  async function standing(user: UserRow): Promise<ChatStanding> {
    const sanction = await sanctionOf(db, user.id);
    const mutedUntil = activeMute(sanction, new Date());
    return {
      userName: user.name,
      rules: user.rules.filter(isChatRule),
      isChatMod: user.isChatMod,
      isChatDev: user.isChatDev,
      mutedUntil: mutedUntil?.toISOString() ?? null,
      muteReason: mutedUntil ? (sanction?.muteReason ?? null) : null,
      bannedAt: sanction?.bannedAt?.toISOString() ?? null,
      banReason: sanction?.bannedAt ? sanction.banReason : null,
    };
  }

  async function setRules(user: UserRow, rules: ChatRule[], grant: boolean) {
    const updated = await db.transaction(async (tx) => {
      // Locked, so two operators changing one player's rules at once both count.
      const [row] = await tx
        .select({ rules: users.rules })
        .from(users)
        .where(eq(users.id, user.id))
        .for('update');
      if (!row) throw moderationErrors.unknownPlayer();
      const next = changedRules(row.rules, rules, grant);
      const [saved] = await tx
        .update(users)
        .set({ rules: next })
        .where(eq(users.id, user.id))
        .returning();
      await recordModeration(tx, {
        actorId: null,
        targetUserId: user.id,
        action: grant ? 'grant' : 'revoke',
        rules,
      });
      return saved ?? user;
    });
    app.realtime.toUser(user.id, 'refreshRequired');
    return standing(updated);
  }

  return {
    standing,
    grant: (user: UserRow, rules: ChatRule[]) => setRules(user, rules, true),
    revoke: (user: UserRow, rules: ChatRule[]) => setRules(user, rules, false),

    async unmute(user: UserRow): Promise<ChatStanding> {
      if (!activeMute(await sanctionOf(db, user.id), new Date())) {
        throw moderationErrors.notMuted(user.name);
      }
      await db.transaction(async (tx) => {
        await clearMute(tx, user.id);
        await recordModeration(tx, { actorId: null, targetUserId: user.id, action: 'unmute' });
      });
      return standing(user);
    },

    async unban(user: UserRow): Promise<ChatStanding> {
      if (!(await sanctionOf(db, user.id))?.bannedAt) throw moderationErrors.notBanned(user.name);
      await db.transaction(async (tx) => {
        await clearBan(tx, user.id);
        await recordModeration(tx, { actorId: null, targetUserId: user.id, action: 'unban' });
      });
      return standing(user);
    },
  };
}

export type ChatOperatorService = ReturnType<typeof createChatOperatorService>;
