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

/**
 * Explicit directional formatting: embeddings and overrides (LRE, RLE, PDF, LRO, RLO, U+202A–
 * U+202E) and isolates (LRI, RLI, FSI, PDI, U+2066–U+2069). Right-to-left writing needs none of
 * them (the bidirectional algorithm orders Arabic or Hebrew by itself), while an override can
 * make a line read differently from what it says ('gnp.exe' shown as 'exe.png'). They are
 * stripped, paired or not: pairing would keep the spoof of a properly closed override. The
 * implicit marks (LRM, RLM, ALM) stay: they only settle neighbouring punctuation.
 */
const DIRECTIONAL_FORMATTING = /[\u202A-\u202E\u2066-\u2069]/g;
/** Whitespace of every kind, and the byte order mark, which JavaScript's trim also drops. */
const EDGE_SPACE = /^[\p{White_Space}\uFEFF]+|[\p{White_Space}\uFEFF]+$/gu;
/**
 * What draws nothing: whitespace, default-ignorable code points (zero-width spaces and joiners,
 * soft hyphen, variation selectors, tag characters, Hangul fillers…), format characters (bidi
 * controls among them), control characters, and the blank Braille pattern (U+2800), which
 * is no whitespace to Unicode but shows as an empty cell. Inside a visible message these stay
 * (a zero-width joiner builds an emoji family, a variation selector its colour form).
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}\p{Cc}\u2800]/gu;

/** `text` without explicit directional formatting (embeddings, overrides, isolates). */
export function withoutDirectionalFormatting(text: string): string {
  return text.replace(DIRECTIONAL_FORMATTING, '');
}

/** Whether `text` has at least one character a reader can see. */
export function hasVisibleCharacter(text: string): boolean {
  return text.replace(INVISIBLE, '').length > 0;
}

/** Why a typed line is no message: nothing but whitespace, or nothing a reader can see. */
export type ChatTextProblem = 'empty' | 'invisible';

/**
 * A typed chat line as it is sent and stored (trimmed, no directional formatting), or why it
 * cannot be one. The send box and the server apply the same rule, so the box never sends what
 * the server refuses.
 */
export function readChatText(typed: string): { text: string } | { problem: ChatTextProblem } {
  if (typed.replace(EDGE_SPACE, '').length === 0) return { problem: 'empty' };
  const text = withoutDirectionalFormatting(typed).replace(EDGE_SPACE, '');
  return hasVisibleCharacter(text) ? { text } : { problem: 'invisible' };
}
