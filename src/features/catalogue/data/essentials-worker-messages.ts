/**
 * What the page and the essentials worker (./essentials.worker.ts) say to each other. The page
 * asks for the essentials under a request id and may abort it; the worker answers with the
 * games in checked slices, then the providers, or with why it could not.
 */
import type { Provider } from '@/contracts/catalogue';
import type { ListGame } from '../rules/list-game';

export type EssentialsCommand =
  | { type: 'fetch'; id: number; url: string; cache: RequestCache }
  | { type: 'abort'; id: number };

/** One request's answers, in order: any number of 'games', then one of the others. */
export type EssentialsReply =
  | { type: 'games'; games: ListGame[] }
  | { type: 'done'; providers: Provider[] }
  /** The server answered with an error: its status and body, for the page's ApiError. */
  | { type: 'failed'; status: number; statusText: string; body: string }
  /** The answer broke the contract (or was not JSON). */
  | { type: 'invalid'; status: number }
  /** The request did not reach the server (offline, refused). */
  | { type: 'unreachable'; reason: string };

export type EssentialsReplyMessage = EssentialsReply & { id: number };
