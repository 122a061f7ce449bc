/**
 * Typed socket.io events, shared by the server's io instance and the client's single socket
 * owner so event names and payloads cannot drift. Names follow the spec (part 1 §7,
 * part 2 §7); later capabilities add theirs here.
 */
import type { BalanceType } from './balances';
import type { NewOfferDepositEvent } from './bonuses';
import type { ChatMessage } from './chat';
import type { ChatSend, ChatSendAck } from './chat-moderation';
import type { OnrampOrder } from './onramp';
import type { Deposit, NewDepositEvent } from './payments';
import type { ExchangeRates, HistoryEntry } from './wallet';
import type { OwnBet } from './wallet-events';
import type { WithdrawalUpdatedEvent } from './withdrawals';

export interface ServerToClientEvents {
  /**
   * The operator changed site settings. No payload: settings differ per visitor (country),
   * so the client refetches GET /api/settings/get.
   */
  settingsUpdated: () => void;
  /**
   * The operator changed the catalogue (a tag, a game's visibility or regions). No payload:
   * the essentials differ per region, so the client refetches them.
   */
  catalogueUpdated: () => void;
  /** The client should refetch its data (e.g. after an operator change). */
  refreshRequired: () => void;
  /** The client must reload the page (e.g. a breaking deployment). */
  forceRefresh: () => void;
  /** The player's identity verification changed (a submit, an operator's review or level). */
  kyc_change: () => void;
  /** The operator changed the display exchange rates: the new table. */
  currencyUpdated: (rates: ExchangeRates) => void;
  /** A ledger movement touched the player: their new history row (spec part 1 §7). */
  transactionCreated: (entry: HistoryEntry) => void;
  /** One of the player's balances changed (sent with transactionCreated, after the commit). */
  balanceUpdate: (update: { balanceType: BalanceType; balance: number }) => void;
  /** One of the player's own bets settled (spec part 2 §7); drives the balance alerts. */
  new_bet_self: (bet: OwnBet) => void;
  /** A new chat message for everyone (part 2 §7), e.g. a public tip (type 'tip'). */
  chat_message: (message: ChatMessage) => void;
  /** A chat moderator deleted one message (part 2 §7 `delete_message`, by id). */
  delete_message: (id: string) => void;
  /** A player was banned from the chat: all their messages go (`delete_all_messages`, by userId). */
  delete_all_messages: (userId: string) => void;
  /** A deposit of the player was credited (spec part 1 §7): the client shows a toast. */
  newDeposit: (deposit: NewDepositEvent) => void;
  /**
   * A deposit matched the player's deposit bonus offer and the bonus was credited (spec part 1
   * §7 `newOfferDeposit`): the client shows a toast.
   */
  newOfferDeposit: (event: NewOfferDepositEvent) => void;
  /** One of the player's deposits changed status (pending, confirmed, failed...). */
  depositUpdated: (deposit: Deposit) => void;
  /** One of the player's withdrawals was requested, approved, declined or cancelled. */
  withdrawalUpdated: (withdrawal: WithdrawalUpdatedEvent) => void;
  /** One of the player's card purchases of crypto was paid, declined or cancelled. */
  onrampOrderUpdated: (order: OnrampOrder) => void;
}

export interface ClientToServerEvents {
  /** A chat message (part 2 §7): the ack answers an error text, or null once it is sent. */
  chat_send: (payload: ChatSend, ack: ChatSendAck) => void;
}

/**
 * Pushes that only say "this data changed" (no payload): a query names the one that announces
 * changes of its data (`meta: { refetchOnPush }`) and is refetched, past every cache, when it
 * arrives (src/shared/api/pushed-changes.ts).
 */
export const CHANGE_PUSHES = ['settingsUpdated', 'catalogueUpdated'] as const;
export type ChangePush = (typeof CHANGE_PUSHES)[number];

export const SOCKET_PATH = '/socket.io';
