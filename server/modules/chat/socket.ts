/**
 * The socket side of the chat: `chat_send` {socketToken, message, userStatus} with an
 * acknowledgement (spec part 2 §7). The socketToken, not the handshake, says who writes, as the
 * spec has it. Whatever arrives (a malformed payload, no ack, a failing database), the handler
 * never throws: the ack, when there is one, gets the refusal text or null.
 */

import type { SocketHandler } from '@server/realtime/handlers';
import type { ChatSendAck } from '@/contracts/chat-moderation';
import { sendErrors } from './send-errors';

export const chatSocketHandler: SocketHandler = ({ app, socket }) => {
  socket.on('chat_send', (payload: unknown, ack: unknown) => {
    const answer: ChatSendAck = typeof ack === 'function' ? (error) => ack(error) : () => {};
    app.chat.messages.send(payload).then(answer, (error: unknown) => {
      app.log.error({ err: error }, 'chat_send failed');
      answer(sendErrors.failed);
    });
  });
};
