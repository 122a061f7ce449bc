/**
 * A stored chat message as the contract's ChatMessage (GET /chat/latest, `chat_message`). The
 * sender's name and badges are read with the message, so a badge granted later shows on old
 * lines too; amounts are kept as ledger units and become numbers only here.
 */

import type { chatMessages } from '@server/db/schema';
import type { ChatMessage } from '@/contracts/chat';
import { unitsToNumber } from '../wallet/money';

export type ChatMessageRow = typeof chatMessages.$inferSelect;

export interface ChatSender {
  name: string;
  isChatMod: boolean;
  isChatDev: boolean;
}

const numberOrNull = (units: bigint | null) => (units === null ? null : unitsToNumber(units));

export function chatMessageView(row: ChatMessageRow, sender: ChatSender): ChatMessage {
  return {
    id: row.id.toString(),
    userId: row.userId,
    user: {
      name: sender.name,
      hasChatModBadge: sender.isChatMod,
      hasChatDevBadge: sender.isChatDev,
    },
    message: row.message,
    type: row.type,
    userStatus: row.userStatus,
    balanceType: row.balanceType,
    balance: numberOrNull(row.balance),
    amount: numberOrNull(row.amount),
    toUserId: row.toUserId,
    toUserName: row.toUserName,
    timestamp: row.createdAt.toISOString(),
  };
}
