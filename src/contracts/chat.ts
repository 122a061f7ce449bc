/**
 * A chat message as the server sends it (spec part 2 §3 'Chat message', event `chat_message`).
 * The chat capability persists and sends normal messages; tips announce themselves with type
 * 'tip' (amount, balanceType, toUserId, toUserName), which the client renders in its own words,
 * so `message` is empty for them.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';

export const CHAT_MESSAGE_TYPES = ['normal', 'tip', 'balance', 'shake'] as const;
export type ChatMessageType = (typeof CHAT_MESSAGE_TYPES)[number];

export const chatMessageSchema = z.object({
  id: z.string(),
  userId: z.string(),
  user: z.object({
    name: z.string(),
    hasChatModBadge: z.boolean(),
    hasChatDevBadge: z.boolean(),
  }),
  /** Rendered as HTML by the chat: only ever server-escaped text. */
  message: z.string(),
  type: z.enum(CHAT_MESSAGE_TYPES),
  /** The seasonal emoji status, when the sender chose one. */
  userStatus: z.nullable(z.string()),
  balanceType: z.nullable(z.enum(BALANCE_TYPES)),
  /** 'balance' messages: the balance shown. */
  balance: z.nullable(z.number()),
  /** 'tip' messages: US dollars tipped. */
  amount: z.nullable(z.number()),
  toUserId: z.nullable(z.string()),
  toUserName: z.nullable(z.string()),
  /** ISO time the message was sent. */
  timestamp: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
