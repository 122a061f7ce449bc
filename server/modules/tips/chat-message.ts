/**
 * The chat announcement of a public tip (contracts/chat, type 'tip'), as the message the chat
 * stores: the client words a tip itself (in the reader's language) from its fields, so the
 * text is empty.
 */
import type { BalanceType } from '@/contracts/balances';
import type { UserRow } from '../account/users-repository';
import type { ChatLine } from '../chat/messages-repository';

export interface PublicTip {
  recipient: UserRow;
  balanceType: BalanceType;
  amount: bigint;
}

export function tipChatMessage(tip: PublicTip): ChatLine {
  return {
    type: 'tip',
    message: '',
    userStatus: null,
    balanceType: tip.balanceType,
    amount: tip.amount,
    toUserId: tip.recipient.id,
    toUserName: tip.recipient.name,
  };
}
