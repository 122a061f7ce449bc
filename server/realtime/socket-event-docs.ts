/**
 * The socket events as the published contract lists them (GET /api/docs/socket-events.json):
 * each event's direction, what it means and its payload as JSON Schema. Server-to-client
 * payloads come from SERVER_EVENT_SCHEMAS, the map the client's socket owner parses every push
 * with, so the published list cannot drift from what the client accepts; this file adds only
 * the descriptions, and `satisfies` makes an event without one fail the type check.
 */
import { z } from 'zod';
import { chatSendSchema } from '@/contracts/chat-moderation';
import {
  originalsActiveRequestSchema,
  originalsActRequestSchema,
  originalsBetRequestSchema,
  originalsCashoutRequestSchema,
} from '@/contracts/originals';
import {
  type ClientToServerEvents,
  SERVER_EVENT_SCHEMAS,
  type ServerEventName,
  SOCKET_PATH,
} from '@/contracts/socket-events';

interface SocketEventDoc {
  description: string;
  /** Absent: the event carries no payload. */
  payload?: z.core.$ZodType;
}

const serverEventDescriptions = {
  settingsUpdated: 'Site settings changed: refetch GET /api/settings/get.',
  catalogueUpdated: 'The catalogue changed: refetch the essentials.',
  refreshRequired: 'Refetch your data (e.g. after an operator change).',
  forceRefresh: 'Reload the page (e.g. a breaking deployment).',
  kyc_change: "The player's identity verification changed.",
  currencyUpdated: 'The new display exchange rates.',
  transactionCreated: 'A ledger movement touched the player: the new history row.',
  balanceUpdate: "One of the player's balances changed.",
  new_bet_self: "One of the player's own bets settled.",
  chat_message: 'A new chat message for everyone.',
  delete_message: 'A moderator deleted one message (its id).',
  delete_all_messages: 'A player was banned from the chat: all their messages go (their userId).',
  newDeposit: 'A deposit of the player was credited.',
  newOfferDeposit: "A deposit matched the player's bonus offer and the bonus was credited.",
  depositUpdated: "One of the player's deposits changed status.",
  withdrawalUpdated: "One of the player's withdrawals changed status.",
  onrampOrderUpdated: "One of the player's card purchases of crypto changed status.",
  'bets_feed:new':
    "Bets settled since the last one (sent a few times a second, oldest first): their live-feed rows, marked mine only in the copy sent to the bet's player.",
} satisfies Record<ServerEventName, string>;

const clientEvents = {
  chat_send: {
    description: 'Send a chat message; the ack answers an error text, or null once sent.',
    payload: chatSendSchema,
  },
  'originals:bet': {
    description: 'Stake on a new round of an Original; the ack answers the round or a refusal.',
    payload: originalsBetRequestSchema,
  },
  'originals:act': {
    description: 'One step of an open round (reveal a tile, climb a row, cross a lane).',
    payload: originalsActRequestSchema,
  },
  'originals:cashout': {
    description: 'End an open round and be paid what it shows.',
    payload: originalsCashoutRequestSchema,
  },
  'originals:active': {
    description: "The player's open round of a game (null when none), to resume it.",
    payload: originalsActiveRequestSchema,
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

const serverEvents = Object.fromEntries(
  Object.entries(serverEventDescriptions).map(([event, description]) => {
    const payload = SERVER_EVENT_SCHEMAS[event as ServerEventName];
    return [event, payload ? { description, payload } : { description }];
  }),
) as Record<ServerEventName, SocketEventDoc>;

export const SOCKET_EVENT_DOCS = {
  path: SOCKET_PATH,
  serverToClient: documented(serverEvents),
  clientToServer: documented(clientEvents),
};
