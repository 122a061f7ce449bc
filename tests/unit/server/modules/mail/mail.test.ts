// @vitest-environment node
/**
 * The mail module: every message lands in the outbox; with SMTP configured it is delivered
 * too, and a refused delivery is recorded instead of failing the caller. The operator reads
 * the outbox through the operator API.
 */

import { createTestContext, TEST_OPERATOR_TOKEN, type TestContext } from '@tests/support/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPort, startSmtpServer, type TestSmtpServer } from './smtp-server';

let ctx: TestContext;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ctx = await createTestContext('mail');
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

const message = (to: string) => ({
  to,
  subject: 'Your code',
  text: 'Your code is 123456.',
  html: '<p>Your code is 123456.</p>',
});

describe('mail', () => {
  it('keeps the message in the outbox when no SMTP server is configured', async () => {
    const app = await ctx.app();
    await app.mail.send(message('outbox@example.com'));
    const [stored] = await app.mail.latest({ to: 'OUTBOX@example.com', limit: 5 });
    expect(stored).toMatchObject({
      ...message('outbox@example.com'),
      transport: 'outbox',
      error: null,
    });
  });

  it('delivers through SMTP and records it', async () => {
    const app = await ctx.app({
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'KadiBet <no-reply@kadibet.test>',
    });
    await app.mail.send(message('smtp@example.com'));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.from).toContain('no-reply@kadibet.test');
    expect(smtp.received[0]?.to.join()).toContain('smtp@example.com');
    expect(smtp.received[0]?.data).toContain('Subject: Your code');
    const [stored] = await app.mail.latest({ to: 'smtp@example.com', limit: 1 });
    expect(stored).toMatchObject({ transport: 'smtp', error: null });
  });

  it('records a refused delivery as failed without throwing', async () => {
    const app = await ctx.app({ SMTP_URL: `smtp://127.0.0.1:${await closedPort()}` });
    await expect(app.mail.send(message('failed@example.com'))).resolves.toBeUndefined();
    const [stored] = await app.mail.latest({ to: 'failed@example.com', limit: 1 });
    expect(stored?.transport).toBe('failed');
    expect(stored?.error).toMatch(/ECONNREFUSED/);
  });

  it('shows the newest messages to the operator, filtered and limited', async () => {
    const app = await ctx.app();
    for (const n of [1, 2, 3])
      await app.mail.send({ ...message('op@example.com'), subject: `#${n}` });
    const auth = { authorization: `Bearer ${TEST_OPERATOR_TOKEN}` };
    const denied = await app.inject({ url: '/api/operator/outbox' });
    expect(denied.statusCode).toBe(401);
    const response = await app.inject({
      url: '/api/operator/outbox?to=op@example.com&limit=2',
      headers: auth,
    });
    expect(response.statusCode).toBe(200);
    const { messages } = response.json() as { messages: Array<{ subject: string }> };
    expect(messages.map((m) => m.subject)).toEqual(['#3', '#2']);
    const bad = await app.inject({ url: '/api/operator/outbox?limit=1000', headers: auth });
    expect(bad.statusCode).toBe(400);
  });
});
