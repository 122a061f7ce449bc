/**
 * Typed socket.io events, shared by the server's io instance and the client's single socket
 * owner so event names and payloads cannot drift. Every server-to-client event is named once,
 * in SERVER_EVENT_SCHEMAS, with the schema of its payload: the client's socket owner parses
 * each push with it before any listener sees it, and the server's emit helpers take their
 * types from it. Names follow the spec (part 1 §7, part 2 §7); later capabilities add theirs
 * here.
 */
import { z } from 'zod/mini';
import { betsFeedBatchSchema } from './bets-feed';
import { newOfferDepositEventSchema } from './bonuses';
import { chatMessageSchema } from './chat';
import type { ChatSend, ChatSendAck } from './chat-moderation';
import { onrampOrderSchema } from './onramp';
import type {
  OriginalsAckCallback,
  OriginalsActiveRequest,
  OriginalsActRequest,
  OriginalsBetRequest,
  OriginalsCashoutRequest,
} from './originals';
import { depositSchema, newDepositEventSchema } from './payments';
import { exchangeRatesSchema, historyEntrySchema } from './wallet';
import { balanceUpdateSchema, ownBetSchema } from './wallet-events';
import { withdrawalSchema } from './withdrawals';

/** An event that only says something happened: it carries nothing to parse. */
const NO_PAYLOAD = null;

export const SERVER_EVENT_SCHEMAS = {
  /**
   * The operator changed site settings. No payload: settings differ per visitor (country),
   * so the client refetches GET /api/settings/get.
   */
  settingsUpdated: NO_PAYLOAD,
  /**
   * The operator changed the catalogue (a tag, a game's visibility or regions). No payload:
   * the essentials differ per region, so the client refetches them.
   */
  catalogueUpdated: NO_PAYLOAD,
  /** The client should refetch its data (e.g. after an operator change). */
  refreshRequired: NO_PAYLOAD,
  /** The client must reload the page (e.g. a breaking deployment). */
  forceRefresh: NO_PAYLOAD,
  /** The player's identity verification changed (a submit, an operator's review or level). */
  kyc_change: NO_PAYLOAD,
  /** The operator changed the display exchange rates: the new table. */
  currencyUpdated: exchangeRatesSchema,
  /** A ledger movement touched the player: their new history row (spec part 1 §7). */
  transactionCreated: historyEntrySchema,
  /** One of the player's balances changed (sent with transactionCreated, after the commit). */
  balanceUpdate: balanceUpdateSchema,
  /** One of the player's own bets settled (spec part 2 §7); drives the balance alerts. */
  new_bet_self: ownBetSchema,
  /** A new chat message for everyone (part 2 §7), e.g. a public tip (type 'tip'). */
  chat_message: chatMessageSchema,
  /** A chat moderator deleted one message (part 2 §7 `delete_message`, by id). */
  delete_message: z.string(),
  /** A player was banned from the chat: all their messages go (`delete_all_messages`, by userId). */
  delete_all_messages: z.string(),
  /** A deposit of the player was credited (spec part 1 §7): the client shows a toast. */
  newDeposit: newDepositEventSchema,
  /**
   * A deposit matched the player's deposit bonus offer and the bonus was credited (spec part 1
   * §7 `newOfferDeposit`): the client shows a toast.
   */
  newOfferDeposit: newOfferDepositEventSchema,
  /** One of the player's deposits changed status (pending, confirmed, failed...). */
  depositUpdated: depositSchema,
  /** One of the player's withdrawals was requested, approved, declined or cancelled. */
  withdrawalUpdated: withdrawalSchema,
  /** One of the player's card purchases of crypto was paid, declined or cancelled. */
  onrampOrderUpdated: onrampOrderSchema,
  /**
   * A bet settled (live bets feed, contracts/bets-feed.ts): its public row, marked `mine` only
   * in the copy its own player receives.
   */
  'bets_feed:new': betsFeedBatchSchema,
} as const;

type ServerEventSchemas = typeof SERVER_EVENT_SCHEMAS;
export type ServerEventName = keyof ServerEventSchemas;

/** What a listener of `E` receives, once parsed (nothing for the events without a payload). */
export type ServerEventPayload<E extends ServerEventName> =
  ServerEventSchemas[E] extends z.ZodMiniType ? z.output<ServerEventSchemas[E]> : never;

export type ServerToClientEvents = {
  [E in ServerEventName]: ServerEventSchemas[E] extends z.ZodMiniType
    ? (payload: ServerEventPayload<E>) => void
    : () => void;
};

export function isServerEventName(name: string): name is ServerEventName {
  return Object.hasOwn(SERVER_EVENT_SCHEMAS, name);
}

export interface ClientToServerEvents {
  /** A chat message (part 2 §7): the ack answers an error text, or null once it is sent. */
  chat_send: (payload: ChatSend, ack: ChatSendAck) => void;
  /** An Original's new round (contracts/originals.ts); the ack answers the round or a refusal. */
  'originals:bet': (payload: OriginalsBetRequest, ack: OriginalsAckCallback) => void;
  /** One step of an open round: reveal a tile, climb a row, cross a lane. */
  'originals:act': (payload: OriginalsActRequest, ack: OriginalsAckCallback) => void;
  /** End an open round and be paid what it shows. */
  'originals:cashout': (payload: OriginalsCashoutRequest, ack: OriginalsAckCallback) => void;
  /** The player's open round of a game (null when none), to resume it after a reload. */
  'originals:active': (payload: OriginalsActiveRequest, ack: OriginalsAckCallback) => void;
}

export { CHANGE_PUSHES, type ChangePush } from './change-pushes';

export const SOCKET_PATH = '/socket.io';
