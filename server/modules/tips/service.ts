/**
 * Module tips: one player sends part of a balance to another (POST /account/transfer). One
 * ledger movement of type 'tip' debits the sender and credits the recipient; its meta names
 * both players, so both histories say who.
 *
 * Rules, in the order they are checked (nothing moves when one fails):
 * - the balance is the one named, else the sender's selected balance, and must be tippable
 *   (cash is not, contracts/tips);
 * - the recipient exists (name matched case-insensitively), is not the sender and has not
 *   closed their account;
 * - neither player muted the other. The recipient's mute is the one that matters most: a tip
 *   reaches them as a chat announcement and a history row, so it must not become a way around
 *   their mute. The sender's own mute is refused too (the "cannot tip a muted user"):
 *   the sender hides that player's messages, so a tip to them is most likely a slip, and
 *   unmuting first is one click;
 * - the responsible-gambling gate allows it, and the balance covers it (checked before the
 *   two-factor code, so a refused tip does not use the code up);
 * - the two-factor code, when the sender has two-factor security on; wrong codes count with
 *   the account's other confirmations (account/identity-confirmation), so they lock too.
 * A public tip is announced in the chat (stored with the chat's messages, then broadcast),
 * unless the operator switched the chat off.
 * A retry with the same idempotency key replays the first answer without asking for a code
 * again (the code was spent by the first request) and moves nothing.
 */

import { ledgerTransactions } from '@server/db/schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { BalanceType } from '@/contracts/balances';
import {
  canTip,
  type TipMeta,
  type TransferResult,
  type transferBodySchema,
} from '@/contracts/tips';
import type { ClientInfo } from '../account/service';
import { isAccountClosed, type UserRow } from '../account/users-repository';
import type { ChatLine } from '../chat/messages-repository';
import { muteRelation } from '../mutes/repository';
import { balanceUnitsOf } from '../wallet/balances-repository';
import { InsufficientFundsError } from '../wallet/ledger-errors';
import { toUnits, unitsToNumber } from '../wallet/money';
import { tipChatMessage } from './chat-message';
import { tipErrors } from './tip-errors';

/** The parsed body; `amount` is its canonical decimal string (contracts/money). */
export type TipRequest = z.output<typeof transferBodySchema>;

function balanceTypeOf(sender: UserRow, named: BalanceType | undefined): BalanceType {
  const type = named ?? sender.selectedBalanceType;
  if (!canTip(type)) throw tipErrors.notTippable(type);
  return type;
}

export function createTipService(app: FastifyInstance) {
  const { db } = app.database;

  async function alreadySent(idempotencyKey: string): Promise<boolean> {
    const rows = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, idempotencyKey));
    return rows.length > 0;
  }

  async function checkFirstSend(
    sender: UserRow,
    recipient: UserRow,
    type: BalanceType,
    units: bigint,
    token: string | undefined,
    client: ClientInfo,
  ) {
    if (isAccountClosed(recipient)) throw tipErrors.recipientClosed(recipient.name);
    const mutes = await muteRelation(db, sender.id, recipient.id);
    if (mutes.bMutedA) throw tipErrors.mutedYou(recipient.name);
    if (mutes.aMutedB) throw tipErrors.youMuted(recipient.name);
    await app.responsibleGambling.assertAllowed(sender.id, 'tip', units);
    const balance = (await balanceUnitsOf(db, sender.id)).get(type) ?? 0n;
    if (balance < units) throw new InsufficientFundsError(sender.id, type);
    if (sender.twoFactorMethod) {
      if (!token) throw tipErrors.twoFactorRequired();
      await app.accounts.confirmSecondFactor(sender, token, client);
    }
  }

  /**
   * The tip has moved when this runs: a chat that cannot store its line must not turn a done
   * tip into an error the player would retry (the retry replays and announces nothing). A chat
   * the operator switched off gets no line at all: the tip alone goes through.
   */
  async function announce(sender: UserRow, line: ChatLine): Promise<void> {
    try {
      if (!(await app.settings.featureOn('chat'))) return;
      await app.chat.messages.publish(sender, line);
    } catch (error) {
      app.log.error({ err: error }, 'tip: chat announcement failed');
    }
  }

  return {
    /** Sends the tip (or replays it for a repeated key); throws an ApiError when refused. */
    async send(
      sender: UserRow,
      tip: TipRequest,
      idempotencyKey: string,
      client: ClientInfo,
    ): Promise<TransferResult> {
      const balanceType = balanceTypeOf(sender, tip.balanceType);
      const recipient = await app.users.findByName(tip.username);
      if (!recipient || recipient.mustSetName) throw tipErrors.unknownRecipient(tip.username);
      if (recipient.id === sender.id) throw tipErrors.self();
      const units = toUnits(tip.amount);
      if (!(await alreadySent(idempotencyKey))) {
        await checkFirstSend(sender, recipient, balanceType, units, tip.twoFactorToken, client);
      }
      const meta = {
        fromUserId: sender.id,
        fromUserName: sender.name,
        toUserId: recipient.id,
        toUserName: recipient.name,
        isPrivate: tip.isPrivate,
      } satisfies TipMeta;
      const posted = await app.ledger.post({
        type: 'tip',
        idempotencyKey,
        balanceType,
        reference: `${sender.name} → ${recipient.name}`,
        meta,
        legs: [
          { account: 'player', userId: sender.id, amount: -units },
          { account: 'player', userId: recipient.id, amount: units },
        ],
      });
      if (!posted.replayed && !tip.isPrivate) {
        await announce(sender, tipChatMessage({ recipient, balanceType, amount: units }));
      }
      const own = posted.entries.find((entry) => entry.userId === sender.id);
      return {
        ok: true,
        transactionId: posted.transactionId.toString(),
        amount: unitsToNumber(units),
        balanceType,
        toUserName: recipient.name,
        isPrivate: tip.isPrivate,
        balance: unitsToNumber(own?.balanceAfter ?? 0n),
        replayed: posted.replayed,
      };
    },
  };
}

export type TipService = ReturnType<typeof createTipService>;
