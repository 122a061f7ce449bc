/**
 * Secrets the server makes for itself when the environment gives none (operator token, captcha
 * key, payments webhook secret): one random value per file in DATA_DIR, readable by the
 * server's user only, kept across restarts and shared by every process on that folder.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The file's secret, or null when the file is missing or empty. */
export function readSecretFile(path: string): string | null {
  try {
    const secret = readFileSync(path, 'utf8').trim();
    return secret === '' ? null : secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export interface DataDirSecret {
  value: string;
  path: string;
  /** True when this call created it (first start). */
  generated: boolean;
}

/** The secret in DATA_DIR/`fileName`, made at first start. */
export function dataDirSecret(dataDir: string, fileName: string): DataDirSecret {
  const path = join(dataDir, fileName);
  const existing = readSecretFile(path);
  if (existing) return { value: existing, path, generated: false };
  mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${value}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readSecretFile(path);
    if (theirs) return { value: theirs, path, generated: false };
    throw error;
  }
  return { value, path, generated: true };
}
