/**
 * The key payment callbacks and chain webhooks are signed with: PAYMENTS_WEBHOOK_SECRET when
 * set, else one generated at first start into DATA_DIR/payments-webhook-secret (mode 0600),
 * like the operator token, so a restart keeps verifying what the providers sign.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

export const WEBHOOK_SECRET_FILE = 'payments-webhook-secret';

type SecretConfig = Pick<Config, 'dataDir'> & {
  payments: Pick<Config['payments'], 'webhookSecret'>;
};

function readSecretFile(path: string): string | null {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function resolveWebhookSecret(config: SecretConfig): string {
  if (config.payments.webhookSecret) return config.payments.webhookSecret;
  const path = join(config.dataDir, WEBHOOK_SECRET_FILE);
  const existing = readSecretFile(path);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readSecretFile(path);
    if (theirs) return theirs;
    throw error;
  }
  return secret;
}
