/**
 * The secret the captcha signs its challenges with: CAPTCHA_HMAC_KEY when set (several server
 * processes must share one), else one generated at first start into DATA_DIR/captcha-key,
 * readable by the server's user only — the same way as the operator token.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

const KEY_FILE = 'captcha-key';

function readKeyFile(path: string): string | null {
  try {
    const key = readFileSync(path, 'utf8').trim();
    return key === '' ? null : key;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export function resolveCaptchaKey(config: Pick<Config, 'dataDir' | 'captchaKey'>): string {
  if (config.captchaKey) return config.captchaKey;
  const path = join(config.dataDir, KEY_FILE);
  const existing = readKeyFile(path);
  if (existing) return existing;
  mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${key}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process wrote it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readKeyFile(path);
    if (theirs) return theirs;
    throw error;
  }
  return key;
}
