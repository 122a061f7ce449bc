/**
 * The socket events as the published contract lists them (GET /api/docs/socket-events.json):
 * each event's direction, what it means and its payload as JSON Schema, from the contracts'
 * zod schemas where one exists. `satisfies` the typed event maps, so an event added to
 * src/contracts/socket-events.ts without a line here fails the type check.
 * TODO(issue 18): once socket-events.ts carries its own zod map of payloads, build this from it.
 */
import { z } from 'zod';
import { BALANCE_TYPES } from '@/contracts/balances';
import { chatMessageSchema } from '@/contracts/chat';
import { chatSendSchema } from '@/contracts/chat-moderation';
import { onrampOrderSchema } from '@/contracts/onramp';
import { depositSchema } from '@/contracts/payments';
import type { ClientToServerEvents, ServerToClientEvents } from '@/contracts/socket-events';
import { SOCKET_PATH } from '@/contracts/socket-events';
import { exchangeRatesSchema, historyEntrySchema } from '@/contracts/wallet';
import { ownBetSchema } from '@/contracts/wallet-events';
import { withdrawalSchema } from '@/contracts/withdrawals';

interface SocketEventDoc {
  description: string;
  /** Absent: the event carries no payload. */
  payload?: z.core.$ZodType;
}

const balanceTypeSchema = z.enum(BALANCE_TYPES);
const serverEvents = {
  settingsUpdated: { description: 'Site settings changed: refetch GET /api/settings/get.' },
  catalogueUpdated: { description: 'The catalogue changed: refetch the essentials.' },
  refreshRequired: { description: 'Refetch your data (e.g. after an operator change).' },
  forceRefresh: { description: 'Reload the page (e.g. a breaking deployment).' },
  kyc_change: { description: "The player's identity verification changed." },
  currencyUpdated: { description: 'The new display exchange rates.', payload: exchangeRatesSchema },
  transactionCreated: {
    description: 'A ledger movement touched the player: the new history row.',
    payload: historyEntrySchema,
  },
  balanceUpdate: {
    description: "One of the player's balances changed.",
    payload: z.object({ balanceType: balanceTypeSchema, balance: z.number() }),
  },
  new_bet_self: { description: "One of the player's own bets settled.", payload: ownBetSchema },
  chat_message: { description: 'A new chat message for everyone.', payload: chatMessageSchema },
  delete_message: { description: 'A moderator deleted one message (its id).', payload: z.string() },
  delete_all_messages: {
    description: 'A player was banned from the chat: all their messages go (their userId).',
    payload: z.string(),
  },
  newDeposit: {
    description: 'A deposit of the player was credited.',
    payload: z.object({
      balanceType: balanceTypeSchema,
      amount: z.number(),
      depositId: z.string(),
    }),
  },
  newOfferDeposit: {
    description: "A deposit matched the player's bonus offer and the bonus was credited.",
    payload: z.object({
      bonusId: z.string(),
      offerName: z.string(),
      balanceType: balanceTypeSchema,
      amount: z.number(),
    }),
  },
  depositUpdated: {
    description: "One of the player's deposits changed status.",
    payload: depositSchema,
  },
  withdrawalUpdated: {
    description: "One of the player's withdrawals changed status.",
    payload: withdrawalSchema,
  },
  onrampOrderUpdated: {
    description: "One of the player's card purchases of crypto changed status.",
    payload: onrampOrderSchema,
  },
} satisfies Record<keyof ServerToClientEvents, SocketEventDoc>;

const clientEvents = {
  chat_send: {
    description: 'Send a chat message; the ack answers an error text, or null once sent.',
    payload: chatSendSchema,
  },
} satisfies Record<keyof ClientToServerEvents, SocketEventDoc>;

function documented(events: Record<string, SocketEventDoc>) {
  return Object.entries(events).map(([event, doc]) => ({
    event,
    description: doc.description,
    payload: doc.payload
      ? z.toJSONSchema(doc.payload, { io: 'output', unrepresentable: 'any' })
      : null,
  }));
}

export const SOCKET_EVENT_DOCS = {
  path: SOCKET_PATH,
  serverToClient: documented(serverEvents),
  clientToServer: documented(clientEvents),
};
