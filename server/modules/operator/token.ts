/**
 * Module operator: the operator API (banner, settings) behind a bearer token, used by the
 * operator CLI. This file finds that token: OPERATOR_TOKEN when set, else the one generated
 * at first start into DATA_DIR/operator-token, readable by the server's user only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';

const OPERATOR_TOKEN_FILE = 'operator-token';

export interface OperatorToken {
  token: string;
  source: 'env' | 'file' | 'generated';
  /** The file holding the token; null when it came from OPERATOR_TOKEN. */
  path: string | null;
}

type TokenConfig = Pick<Config, 'dataDir' | 'operatorToken'>;

function tokenPath(config: TokenConfig): string {
  return join(config.dataDir, OPERATOR_TOKEN_FILE);
}

function readTokenFile(path: string): string | null {
  try {
    const token = readFileSync(path, 'utf8').trim();
    return token === '' ? null : token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** For the CLI: never creates a token, because only the server's token is worth sending. */
export function readOperatorToken(config: TokenConfig): OperatorToken | null {
  if (config.operatorToken) return { token: config.operatorToken, source: 'env', path: null };
  const path = tokenPath(config);
  const token = readTokenFile(path);
  return token ? { token, source: 'file', path } : null;
}

/** For the server: like `readOperatorToken`, but generates and stores one on first start. */
export function resolveOperatorToken(config: TokenConfig): OperatorToken {
  const existing = readOperatorToken(config);
  if (existing) return existing;
  const path = tokenPath(config);
  mkdirSync(config.dataDir, { recursive: true });
  const token = randomBytes(32).toString('base64url');
  try {
    writeFileSync(path, `${token}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it between our read and write: use theirs.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const theirs = readTokenFile(path);
    if (theirs) return { token: theirs, source: 'file', path };
    throw error;
  }
  return { token, source: 'generated', path };
}
