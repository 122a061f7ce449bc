/**
 * Puts the chat on the instance as `app.chat`: the message store and sending (`messages`, also
 * how tips announce themselves), the staff actions (`moderation`) and the operator's decisions
 * (`operator`). Its routes (routes.ts, staff-routes.ts, operator-routes.ts) and its socket
 * handler (socket.ts) only parse input and call these.
 */
import fp from 'fastify-plugin';
import { createModerationService, type ModerationService } from './moderation-service';
import { type ChatOperatorService, createChatOperatorService } from './operator-service';
import { type ChatService, createChatService } from './service';

export interface Chat {
  messages: ChatService;
  moderation: ModerationService;
  operator: ChatOperatorService;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: Chat;
  }
}

export const chatPlugin = fp(
  async (app) => {
    app.decorate('chat', {
      messages: createChatService(app),
      moderation: createModerationService(app),
      operator: createChatOperatorService(app),
    });
  },
  { name: 'chat', dependencies: ['context', 'realtime', 'account'] },
);
