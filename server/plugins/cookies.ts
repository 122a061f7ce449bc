/** Cookie parsing and `reply.setCookie` (the visitor id; sessions in a later capability). */
import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

export const cookiesPlugin = fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookies' },
);
