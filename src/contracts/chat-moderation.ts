/**
 * The chat's calls (spec part 2 §7: GET /chat/latest, POST /chat/delete, socket `chat_send`;
 * part 1 §7: POST /chat/mute, POST /chat/ban) and the permission strings that gate the staff
 * ones. A user's `rules` hold these strings; the server checks them on every staff call, the
 * client only uses them to decide which actions to offer. `isChatMod` stays a badge.
 */
import { z } from 'zod/mini';
import { type ChatTextProblem, chatMessageSchema, readChatText } from './chat';

export const CHAT_RULES = ['chat:delete', 'chat:mute', 'chat:ban', 'chat:update'] as const;
export type ChatRule = (typeof CHAT_RULES)[number];

export function isChatRule(rule: string): rule is ChatRule {
  return (CHAT_RULES as readonly string[]).includes(rule);
}

export function hasRule(rules: readonly string[] | undefined, rule: ChatRule): boolean {
  return rules?.includes(rule) ?? false;
}

/** Spec part 2 §5/§9: a chat message is at most 120 characters. */
export const CHAT_MESSAGE_MAX = 120;
/** Spec part 1 §5: mute minutes default to 5 (sent as seconds) and are not bounded by the UI. */
export const DEFAULT_MUTE_MINUTES = 5;
/** The server's own ceiling on a mute, so an absurd number cannot overflow a date: ten years. */
export const MAX_MUTE_SECONDS = 10 * 365 * 24 * 60 * 60;
export const MODERATION_REASON_MAX = 200;

/** GET /api/chat/latest: the newest messages, oldest first. */
export const chatLatestSchema = z.array(chatMessageSchema);

/** Socket `chat_send` (client → server); the ack answers an error text, or null when sent. */
export const chatSendSchema = z.object({
  socketToken: z.string().check(z.minLength(1), z.maxLength(512)),
  message: z.string().check(z.maxLength(1000)),
  userStatus: z.nullable(z.string().check(z.maxLength(16))),
});
export type ChatSend = z.infer<typeof chatSendSchema>;
export type ChatSendAck = (error: string | null) => void;

export const CHAT_MESSAGE_TOO_LONG = `A message can be at most ${CHAT_MESSAGE_MAX} characters.`;

/** The server's words for a refused line (the chat_send ack), which the client shows as they are. */
export const chatTextProblemMessages: Record<ChatTextProblem, string> = {
  empty: 'Write a message first.',
  invisible: 'This message has no visible characters. Write something first.',
};

/**
 * The line a `chat_send` message must be, read as the server reads it before storing
 * (readChatText, then CHAT_MESSAGE_MAX): its output is the text as sent. The wire's `message`
 * above stays looser so that the server can answer each refusal in its own words. A custom
 * issue names its ChatTextProblem in `params.problem`; a line too long is `too_big`.
 */
export const chatLineSchema = z.pipe(
  z.pipe(
    z.string(),
    z.transform((typed: string, payload) => {
      const read = readChatText(typed);
      if ('text' in read) return read.text;
      payload.issues.push({
        code: 'custom',
        input: typed,
        params: { problem: read.problem },
        message: chatTextProblemMessages[read.problem],
      });
      return z.NEVER;
    }),
  ),
  z.string().check(z.maxLength(CHAT_MESSAGE_MAX, CHAT_MESSAGE_TOO_LONG)),
);

const userIdSchema = z.string().check(z.minLength(1), z.maxLength(64));
const reasonSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(MODERATION_REASON_MAX));

export const chatDeleteBodySchema = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type ChatDeleteBody = z.infer<typeof chatDeleteBodySchema>;

export const chatMuteBodySchema = z.object({
  userId: userIdSchema,
  seconds: z.number().check(z.int(), z.positive(), z.lte(MAX_MUTE_SECONDS)),
  reason: reasonSchema,
});
export type ChatMuteBody = z.infer<typeof chatMuteBodySchema>;

export const chatBanBodySchema = z.object({ userId: userIdSchema, reason: reasonSchema });
export type ChatBanBody = z.infer<typeof chatBanBodySchema>;

/** POST /api/chat/delete answers the deleted message's id. */
export const chatDeleteResultSchema = z.object({ id: z.string() });
/** POST /api/chat/mute answers until when the player may not write (ISO time). */
export const chatMuteResultSchema = z.object({ userId: z.string(), mutedUntil: z.string() });
/** POST /api/chat/ban answers the banned player's id. */
export const chatBanResultSchema = z.object({ userId: z.string() });
