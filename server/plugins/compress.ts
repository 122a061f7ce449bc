/** Response compression (brotli or gzip) for API answers and the static client. */
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

export const compressPlugin = fp(
  async (app) => {
    await app.register(compress, { global: true, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
