/**
 * The chat staff's calls (spec part 2 §7 POST /chat/delete, part 1 §7 POST /chat/mute and
 * /chat/ban). The server checks the caller's permission strings on each; the bodies are
 * checked against the contract here first, so a bad form never reaches it.
 */
import {
  type ChatBanBody,
  type ChatDeleteBody,
  type ChatMuteBody,
  chatBanResultSchema,
  chatDeleteResultSchema,
  chatMuteResultSchema,
} from '@/contracts/chat-moderation';
import { apiRequest } from '@/shared/api/rest';

export function deleteChatMessage(body: ChatDeleteBody) {
  return apiRequest('/chat/delete', { method: 'POST', body, schema: chatDeleteResultSchema });
}

export function muteChatUser(body: ChatMuteBody) {
  return apiRequest('/chat/mute', { method: 'POST', body, schema: chatMuteResultSchema });
}

export function banChatUser(body: ChatBanBody) {
  return apiRequest('/chat/ban', { method: 'POST', body, schema: chatBanResultSchema });
}
