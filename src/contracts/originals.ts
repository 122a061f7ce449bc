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

export const ORIGINAL_GAMES = ['dice', 'mines', 'junglemines', 'towers', 'linearmines'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];
export const originalGameSchema = z.enum(ORIGINAL_GAMES);

/** The house edge of every Original: 1% (the RTP is 99%). */
export const ORIGINALS_HOUSE_EDGE = 0.01;
/** Spec part 2 §9: the smallest real-money bet; under it the player plays in demo (fun) mode. */
export const MIN_REAL_BET = 0.01;
/** The most one bet can pay, in US dollars; a multiplier that would pay more pays this. */
export const MAX_PAYOUT = 100_000;

// ---- Dice ----------------------------------------------------------------------------------
export const DICE_CONDITIONS = ['over', 'under'] as const;
export type DiceCondition = (typeof DICE_CONDITIONS)[number];
/** Win chance bounds, in percent (the multiplier then spans 1.0102× to 9,900×). */
export const DICE_MIN_CHANCE = 0.01;
export const DICE_MAX_CHANCE = 98;

const twoDecimals = z.number().check(
  z.refine((n) => Number.isFinite(n) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'At most two decimals',
  }),
);

export const diceParamsSchema = z.object({
  /** 0.01–99.99; the roll must land above it (over) or below it (under). */
  target: twoDecimals.check(z.gte(0.01), z.lte(99.99)),
  condition: z.enum(DICE_CONDITIONS),
});
export type DiceParams = z.infer<typeof diceParamsSchema>;
/** The roll, 0.00–100.00. */
export const diceOutcomeSchema = z.object({ roll: z.number() });
export type DiceOutcome = z.infer<typeof diceOutcomeSchema>;

// ---- Mines and Jungle Mines ----------------------------------------------------------------
/** Square boards a mines round can be played on; changing the size resets the game. */
export const MINES_GRIDS = [16, 25, 36, 49] as const;
/** Jungle Mines plays wider, shallower clearings: 5×4, 6×5 and 7×6. */
export const JUNGLE_MINES_GRIDS = [20, 30, 42] as const;
export const MINES_DEFAULT = { minesCount: 3, gridCount: 25 } as const;
export const JUNGLE_MINES_DEFAULT = { minesCount: 3, gridCount: 30 } as const;

const tileIndex = z.number().check(z.int(), z.gte(0), z.lte(48));

export const minesParamsSchema = z.object({
  gridCount: z.number().check(z.int()),
  minesCount: z.number().check(z.int(), z.gte(1), z.lte(48)),
});
export type MinesParams = z.infer<typeof minesParamsSchema>;
export const minesStateSchema = z.object({ revealed: z.array(tileIndex) });
export type MinesState = z.infer<typeof minesStateSchema>;
export const minesActionSchema = z.object({ type: z.literal('reveal'), tile: tileIndex });
export type MinesAction = z.infer<typeof minesActionSchema>;
/** Where the mines lie, by tile index, in the order the shuffle placed them. */
export const minesOutcomeSchema = z.object({ mines: z.array(tileIndex) });
export type MinesOutcome = z.infer<typeof minesOutcomeSchema>;

// ---- Towers --------------------------------------------------------------------------------
/** Spec part 2 §4 'Towers difficulties'. */
export const TOWERS_DIFFICULTIES = [
  { id: '_easy', columns: 4, hazardsPerRow: 1 },
  { id: '_medium', columns: 3, hazardsPerRow: 1 },
  { id: '_hard', columns: 2, hazardsPerRow: 1 },
  { id: '_spooky', columns: 3, hazardsPerRow: 2 },
  { id: '_scary', columns: 4, hazardsPerRow: 3 },
] as const;
export type TowersDifficulty = (typeof TOWERS_DIFFICULTIES)[number]['id'];
export const DEFAULT_TOWERS_DIFFICULTY: TowersDifficulty = '_easy';
export const TOWERS_ROWS = 9;

export const towersParamsSchema = z.object({
  difficulty: z.enum(TOWERS_DIFFICULTIES.map((d) => d.id) as [TowersDifficulty]),
});
export type TowersParams = z.infer<typeof towersParamsSchema>;
/** The column picked on each row climbed, bottom row first (spec `playedRows`). */
export const towersStateSchema = z.object({
  playedRows: z.array(z.number().check(z.int(), z.gte(0), z.lte(3))),
});
export type TowersState = z.infer<typeof towersStateSchema>;
export const towersActionSchema = z.object({
  type: z.literal('climb'),
  column: z.number().check(z.int(), z.gte(0), z.lte(3)),
});
export type TowersAction = z.infer<typeof towersActionSchema>;
/** Each row's hazard columns, bottom row first. */
export const towersOutcomeSchema = z.object({ hazards: z.array(z.array(z.number())) });
export type TowersOutcome = z.infer<typeof towersOutcomeSchema>;

// ---- Mission Uncrossable (identifier linearmines) ------------------------------------------
/** Per-lane chance of being hit, and how many lanes the road has, by difficulty. */
export const LINEARMINES_DIFFICULTIES = [
  { id: 'easy', hazardChance: 1 / 25, lanes: 24 },
  { id: 'medium', hazardChance: 3 / 25, lanes: 22 },
  { id: 'hard', hazardChance: 5 / 25, lanes: 20 },
  { id: 'daredevil', hazardChance: 10 / 25, lanes: 15 },
] as const;
export type LinearminesDifficulty = (typeof LINEARMINES_DIFFICULTIES)[number]['id'];
export const DEFAULT_LINEARMINES_DIFFICULTY: LinearminesDifficulty = 'easy';

export const linearminesParamsSchema = z.object({
  difficulty: z.enum(LINEARMINES_DIFFICULTIES.map((d) => d.id) as [LinearminesDifficulty]),
});
export type LinearminesParams = z.infer<typeof linearminesParamsSchema>;
export const linearminesStateSchema = z.object({
  crossed: z.number().check(z.int(), z.gte(0)),
});
export type LinearminesState = z.infer<typeof linearminesStateSchema>;
export const linearminesActionSchema = z.object({ type: z.literal('cross') });
export type LinearminesAction = z.infer<typeof linearminesActionSchema>;
/** The lane (0-based) whose traffic hits the player, or null when the road is clear. */
export const linearminesOutcomeSchema = z.object({ hitLane: z.nullable(z.number()) });
export type LinearminesOutcome = z.infer<typeof linearminesOutcomeSchema>;

// ---- The seed pair --------------------------------------------------------------------------
/** Spec part 2 §5: the client seed is a random 15-character alphanumeric string. */
export const CLIENT_SEED_LENGTH = 15;
/** A client seed the player types may be 1–64 printable characters without a colon. */
export const clientSeedSchema = z
  .string()
  .check(z.minLength(1), z.maxLength(64), z.regex(/^[\x21-\x39\x3b-\x7e]+$/));

export const activeSeedPairSchema = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** The nonce the next bet will use. */
  nonce: z.number(),
});
export type ActiveSeedPair = z.infer<typeof activeSeedPairSchema>;

export const revealedSeedPairSchema = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** How many bets the pair played (nonces 0 … nonce − 1). */
  nonce: z.number(),
  createdAt: z.string(),
  revealedAt: z.string(),
});
export type RevealedSeedPair = z.infer<typeof revealedSeedPairSchema>;

/** GET /api/fairness/seeds. */
export const seedsSchema = z.object({
  active: activeSeedPairSchema,
  previous: z.array(revealedSeedPairSchema),
});
export type Seeds = z.infer<typeof seedsSchema>;

/** POST /api/fairness/rotate: reveals the active pair and starts one with this client seed. */
export const rotateSeedsSchema = z.object({ clientSeed: clientSeedSchema });
export type RotateSeeds = z.infer<typeof rotateSeedsSchema>;
export const rotatedSeedsSchema = z.object({
  revealed: revealedSeedPairSchema,
  active: activeSeedPairSchema,
});
export type RotatedSeeds = z.infer<typeof rotatedSeedsSchema>;

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

export const roundViewSchema = z.discriminatedUnion('game', [
  z.object({
    ...roundBase,
    game: z.literal('dice'),
    params: diceParamsSchema,
    progress: z.null(),
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

export const originalsBetSchema = z.discriminatedUnion('game', [
  z.object({ game: z.literal('dice'), params: diceParamsSchema }),
  z.object({ game: z.literal('mines'), params: minesParamsSchema }),
  z.object({ game: z.literal('junglemines'), params: minesParamsSchema }),
  z.object({ game: z.literal('towers'), params: towersParamsSchema }),
  z.object({ game: z.literal('linearmines'), params: linearminesParamsSchema }),
]);
/** `originals:bet`: stake `amount` of `balanceType` on a new round. */
export const originalsBetRequestSchema = z.intersection(
  originalsBetSchema,
  z.object({
    actionId: actionIdSchema,
    amount: amountSchema,
    balanceType: z.enum(BALANCE_TYPES),
    /** The player's stored client seed, used when their first seed pair is made. */
    clientSeed: clientSeedSchema,
  }),
);
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

export const originalsAckSchema = z.discriminatedUnion('ok', [
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
