/**
 * Why a staff or operator action on the chat was refused, in the server's own words (spec
 * part 1 §8: failed mute and ban calls show the server's response in a toast). Nothing has
 * changed when any of these is thrown.
 */

import { ApiError, apiErrors } from '@server/http/api-error';
import { API_ERROR_CODES } from '@/contracts/api-error';
import type { ChatRule } from '@/contracts/chat-moderation';

const WHAT_A_RULE_ALLOWS: Record<ChatRule, string> = {
  'chat:delete': 'delete chat messages',
  'chat:mute': 'mute players in the chat',
  'chat:ban': 'ban players from the chat',
  'chat:update': 'use the staff chat commands',
};

export type StaffVerb = 'mute' | 'ban';

export const moderationErrors = {
  missingRule: (rule: ChatRule) =>
    apiErrors.forbidden(`You are not allowed to ${WHAT_A_RULE_ALLOWS[rule]} (needs ${rule})`),
  self: (verb: StaffVerb) =>
    apiErrors.validation(
      [{ path: 'body.userId', message: `You cannot ${verb} yourself` }],
      `You cannot ${verb} yourself`,
    ),
  unknownPlayer: () => apiErrors.notFound('No such player'),
  unknownMessage: () => apiErrors.notFound('No such message (it may have been deleted already)'),
  notMuted: (name: string) =>
    new ApiError(409, API_ERROR_CODES.conflict, `${name} is not muted in the chat`),
  notBanned: (name: string) =>
    new ApiError(409, API_ERROR_CODES.conflict, `${name} is not banned from the chat`),
};
