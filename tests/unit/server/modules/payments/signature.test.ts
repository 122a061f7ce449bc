// @vitest-environment node
/** The webhook signature (HMAC-SHA256 of the exact body) and where its key comes from. */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { signatureMatches, signBody } from '@server/modules/payments/signature';
import { resolveWebhookSecret, WEBHOOK_SECRET_FILE } from '@server/modules/payments/webhook-secret';
import { makeTempDir } from '@tests/support/temp-dir';
import { afterEach, describe, expect, it } from 'vitest';

const dirs: Array<{ remove(): void }> = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) dir.remove();
});

describe('signBody / signatureMatches', () => {
  const secret = 'a-secret-of-enough-length-123456';
  const body = '{"amount":"10","txHash":"AB"}';

  it('is the HMAC-SHA256 hex of the body', () => {
    // RFC 4231, test case 2.
    expect(signBody('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('accepts only the exact body with the right key', () => {
    const header = signBody(secret, body);
    expect(signatureMatches(secret, body, header)).toBe(true);
    expect(signatureMatches(secret, body.replace('10', '11'), header)).toBe(false);
    expect(signatureMatches(secret, `${body} `, header)).toBe(false);
    expect(signatureMatches('another-secret-of-enough-length', body, header)).toBe(false);
    expect(signatureMatches(secret, body, undefined)).toBe(false);
    expect(signatureMatches(secret, body, [header])).toBe(false);
    expect(signatureMatches(secret, body, header.slice(0, -1))).toBe(false);
  });
});

describe('resolveWebhookSecret', () => {
  it('uses PAYMENTS_WEBHOOK_SECRET when set and writes nothing', () => {
    const dir = makeTempDir('secret-env');
    dirs.push(dir);
    const secret = resolveWebhookSecret({
      dataDir: dir.path,
      payments: { webhookSecret: 'x'.repeat(30) },
    });
    expect(secret).toBe('x'.repeat(30));
    expect(() => statSync(join(dir.path, WEBHOOK_SECRET_FILE))).toThrow();
  });

  it('generates one into DATA_DIR (mode 0600) on first start and keeps it', () => {
    const dir = makeTempDir('secret-file');
    dirs.push(dir);
    const config = { dataDir: join(dir.path, 'nested'), payments: { webhookSecret: null } };
    const first = resolveWebhookSecret(config);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const path = join(config.dataDir, WEBHOOK_SECRET_FILE);
    expect(readFileSync(path, 'utf8').trim()).toBe(first);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(resolveWebhookSecret(config)).toBe(first);
  });
});
