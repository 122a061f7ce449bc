/** The chat announcement of a public tip (contracts/chat, type 'tip'). */
import type { BalanceType } from '@/contracts/balances';
import type { ChatMessage } from '@/contracts/chat';
import type { UserRow } from '../account/users-repository';
import { unitsToNumber } from '../wallet/money';

export interface PublicTip {
  transactionId: bigint;
  sender: UserRow;
  recipient: UserRow;
  balanceType: BalanceType;
  amount: bigint;
  createdAt: Date;
}

export function tipChatMessage(tip: PublicTip): ChatMessage {
  return {
    id: `tip-${tip.transactionId}`,
    userId: tip.sender.id,
    user: {
      name: tip.sender.name,
      hasChatModBadge: tip.sender.isChatMod,
      hasChatDevBadge: tip.sender.isChatDev,
    },
    // The client words a tip itself (in the reader's language) from the fields below.
    message: '',
    type: 'tip',
    userStatus: null,
    balanceType: tip.balanceType,
    balance: null,
    amount: unitsToNumber(tip.amount),
    toUserId: tip.recipient.id,
    toUserName: tip.recipient.name,
    timestamp: tip.createdAt.toISOString(),
  };
}
