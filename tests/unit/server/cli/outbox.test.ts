// @vitest-environment node
/**
 * `npm run outbox`: asks the running server through the operator API, and opens the database
 * itself when no server runs (PGlite allows one process at a time).
 */

import { runOutboxCli } from '@server/cli/outbox';
import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { closedPort } from '../modules/mail/smtp-server';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext('outbox-cli');
  app = await ctx.app();
  await app.mail.send({ to: 'ann@example.com', subject: 'Code for Ann', text: 'Ann: 111111' });
  await app.mail.send({ to: 'bob@example.com', subject: 'Code for Bob', text: 'Bob: 222222' });
});
afterAll(() => ctx?.close());

async function run(argv: string[], env: NodeJS.ProcessEnv) {
  const out: string[] = [];
  const err: string[] = [];
  const log = vi
    .spyOn(console, 'log')
    .mockImplementation((line: unknown) => out.push(String(line)));
  const error = vi
    .spyOn(console, 'error')
    .mockImplementation((line: unknown) => err.push(String(line)));
  try {
    const code = await runOutboxCli(argv, { DATA_DIR: ctx.dataDir, LOG_LEVEL: 'silent', ...env });
    return { code, out: out.join('\n'), err: err.join('\n') };
  } finally {
    log.mockRestore();
    error.mockRestore();
  }
}

describe('npm run outbox', () => {
  it('prints the newest messages of the running server, filtered by address', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const all = await run(['--server', address, '--limit', '5'], {
      OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    });
    expect(all.code).toBe(0);
    expect(all.out.indexOf('Code for Bob')).toBeLessThan(all.out.indexOf('Code for Ann'));
    const ann = await run(['--server', address, '--to', 'ann@example.com'], {
      OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
    });
    expect(ann.out).toContain('to ann@example.com  [outbox]');
    expect(ann.out).toContain('Ann: 111111');
    expect(ann.out).not.toContain('Bob');
    const wrongToken = await run(['--server', address], { OPERATOR_TOKEN: 'not-the-token' });
    expect(wrongToken.code).toBe(1);
  });

  it('refuses a bad limit', async () => {
    expect((await run(['--limit', '0'], {})).code).toBe(2);
    expect((await run(['--nope'], {})).code).toBe(2);
  });

  it('opens the database itself when no server answers', async () => {
    await app.close();
    await ctx.database.close();
    const result = await run(['--to', 'bob@example.com', '--limit', '1'], {
      OPERATOR_TOKEN: TEST_OPERATOR_TOKEN,
      PORT: String(await closedPort()),
    });
    expect(result.err).toBe('');
    expect(result.code).toBe(0);
    expect(result.out).toContain('Bob: 222222');
  });
});
