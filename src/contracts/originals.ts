/**
 * The Originals' wire contract (design §8): what a player may choose for each game, the
 * round the server answers with (never a diff the client must guess), the socket events that
 * play it and the bet record the history and the /fair verifier read. Shared by the server,
 * which parses every payload with these schemas, and the client, which sends and renders them.
 *
 * One protocol serves every Original: `originals:bet|act|cashout|active` carry the game in the
 * payload, so a new game adds its rules and schemas here, not new events or handlers.
 */
import { z } from 'zod/mini';
import { BALANCE_TYPES } from './balances';
import { amountSchema, idempotencyKeySchema } from './money';
import {
  diceOutcomeSchema,
  diceParamsSchema,
  linearminesActionSchema,
  linearminesOutcomeSchema,
  linearminesParamsSchema,
  linearminesStateSchema,
  minesActionSchema,
  minesOutcomeSchema,
  minesParamsSchema,
  minesStateSchema,
  originalGameSchema,
  towersActionSchema,
  towersOutcomeSchema,
  towersParamsSchema,
  towersStateSchema,
} from './originals-games';
import { clientSeedSchema } from './originals-seeds';

/** The house edge of every Original: 1% (the RTP is 99%). */
export const ORIGINALS_HOUSE_EDGE = 0.01;
/** Spec part 2 §9: the smallest real-money bet; under it the player plays in demo (fun) mode. */
export const MIN_REAL_BET = 0.01;
/** The most one bet can pay, in US dollars; a multiplier that would pay more pays this. */
export const MAX_PAYOUT = 100_000;

export * from './originals-games';
export * from './originals-seeds';

// ---- The round --------------------------------------------------------------------------------
export const ROUND_STATUSES = ['active', 'lost', 'won'] as const;
export type RoundStatus = (typeof ROUND_STATUSES)[number];

const roundBase = {
  id: z.string(),
  status: z.enum(ROUND_STATUSES),
  balanceType: z.enum(BALANCE_TYPES),
  /** The stake, US dollars. */
  amount: z.number(),
  /** What cashing out now pays (active) or what the round paid, ×1 (e.g. 1.98). */
  payoutMultiplier: z.number(),
  /** US dollars: what the round paid, 0 while active or lost. */
  payout: z.number(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  createdAt: z.string(),
};

// Plain unions, not discriminatedUnion: zod's code for that lands in the first screen's chunk.
export const roundViewSchema = z.union([
  z.object({
    ...roundBase,
    game: z.literal('dice'),
    params: diceParamsSchema,
    progress: z.literal(null),
    outcome: diceOutcomeSchema,
  }),
  z.object({
    ...roundBase,
    game: z.literal('mines'),
    params: minesParamsSchema,
    progress: minesStateSchema,
    /** Shown once the round is over, so an open board gives nothing away. */
    outcome: z.nullable(minesOutcomeSchema),
  }),
  z.object({
    ...roundBase,
    game: z.literal('junglemines'),
    params: minesParamsSchema,
    progress: minesStateSchema,
    outcome: z.nullable(minesOutcomeSchema),
  }),
  z.object({
    ...roundBase,
    game: z.literal('towers'),
    params: towersParamsSchema,
    progress: towersStateSchema,
    outcome: z.nullable(towersOutcomeSchema),
  }),
  z.object({
    ...roundBase,
    game: z.literal('linearmines'),
    params: linearminesParamsSchema,
    progress: linearminesStateSchema,
    outcome: z.nullable(linearminesOutcomeSchema),
  }),
]);
export type RoundView = z.infer<typeof roundViewSchema>;

// ---- Socket events (client → server, with an acknowledgement) -----------------------------
/** Each action carries an id the client makes once; a repeated message acts once. */
export const actionIdSchema = idempotencyKeySchema;

/** What every bet carries besides its game and params. */
const betFields = {
  actionId: actionIdSchema,
  amount: amountSchema,
  balanceType: z.enum(BALANCE_TYPES),
  /** The player's stored client seed, used when their first seed pair is made. */
  clientSeed: clientSeedSchema,
};
/** `originals:bet`: stake `amount` of `balanceType` on a new round of `game`. */
export const originalsBetRequestSchema = z.union([
  z.object({ game: z.literal('dice'), params: diceParamsSchema, ...betFields }),
  z.object({ game: z.literal('mines'), params: minesParamsSchema, ...betFields }),
  z.object({ game: z.literal('junglemines'), params: minesParamsSchema, ...betFields }),
  z.object({ game: z.literal('towers'), params: towersParamsSchema, ...betFields }),
  z.object({ game: z.literal('linearmines'), params: linearminesParamsSchema, ...betFields }),
]);
export type OriginalsBetRequest = z.input<typeof originalsBetRequestSchema>;

const steppedActionSchema = z.union([
  minesActionSchema,
  towersActionSchema,
  linearminesActionSchema,
]);
/** `originals:act`: one step of an open round (reveal a tile, climb a row, cross a lane). */
export const originalsActRequestSchema = z.object({
  actionId: actionIdSchema,
  roundId: z.string().check(z.minLength(1), z.maxLength(64)),
  action: steppedActionSchema,
});
export type OriginalsActRequest = z.infer<typeof originalsActRequestSchema>;

/** `originals:cashout`: end an open round and be paid what it shows. */
export const originalsCashoutRequestSchema = z.object({
  actionId: actionIdSchema,
  roundId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type OriginalsCashoutRequest = z.infer<typeof originalsCashoutRequestSchema>;

/** `originals:active`: the player's open round of a game, to resume after a reload. */
export const originalsActiveRequestSchema = z.object({ game: originalGameSchema });
export type OriginalsActiveRequest = z.infer<typeof originalsActiveRequestSchema>;

export const ORIGINALS_ERROR_CODES = [
  'SIGNED_OUT',
  'BAD_REQUEST',
  'BELOW_MINIMUM',
  'INSUFFICIENT_FUNDS',
  'PLAY_BLOCKED',
  'ACTIVE_ROUND',
  'UNKNOWN_ROUND',
  'ROUND_OVER',
  'TOO_FAST',
  'FAILED',
] as const;
export type OriginalsErrorCode = (typeof ORIGINALS_ERROR_CODES)[number];

export const originalsAckSchema = z.union([
  z.object({ ok: z.literal(true), round: z.nullable(roundViewSchema) }),
  z.object({
    ok: z.literal(false),
    code: z.enum(ORIGINALS_ERROR_CODES),
    /** Shown to the player as it is (a limit names itself and when it resets). */
    message: z.string(),
  }),
]);
export type OriginalsAck = z.infer<typeof originalsAckSchema>;
export type OriginalsAckCallback = (answer: OriginalsAck) => void;

// ---- The bet record (spec part 2 §3) ---------------------------------------------------------
export const betRecordSchema = z.object({
  betId: z.string(),
  roundId: z.string(),
  gameId: originalGameSchema,
  gameName: z.string(),
  betAmount: z.number(),
  balanceType: z.enum(BALANCE_TYPES),
  currency: z.string(),
  /** The round is over (lost, cashed out or cleared). */
  closedOut: z.boolean(),
  closeoutComplete: z.boolean(),
  paidOut: z.boolean(),
  won: z.boolean(),
  payoutValue: z.number(),
  mult: z.number(),
  profit: z.number(),
  twoFactor: z.boolean(),
  user: z.object({ id: z.string(), name: z.nullable(z.string()) }),
  userId: z.string(),
  clientSeed: z.string(),
  nonce: z.number(),
  /** SHA-256 of the server seed, known before the bet; the seed itself once rotated. */
  roundHash: z.string(),
  serverSeed: z.nullable(z.string()),
  gridCount: z.optional(z.number()),
  minesCount: z.optional(z.number()),
  towersCount: z.optional(z.number()),
  params: z.record(z.string(), z.unknown()),
  timestamp: z.string(),
  closeoutTimestamp: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;
