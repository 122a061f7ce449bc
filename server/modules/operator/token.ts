/**
 * Module operator: the operator API (banner, settings) behind a bearer token, used by the
 * operator CLI. This file finds that token: OPERATOR_TOKEN when set, else the one generated
 * at first start into DATA_DIR/operator-token, readable by the server's user only.
 */
import { join } from 'node:path';
import type { Config } from '@server/config';
import { dataDirSecret, readSecretFile } from '@server/data-dir-secret';

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

/** For the CLI: never creates a token, because only the server's token is worth sending. */
export function readOperatorToken(config: TokenConfig): OperatorToken | null {
  if (config.operatorToken) return { token: config.operatorToken, source: 'env', path: null };
  const path = tokenPath(config);
  const token = readSecretFile(path);
  return token ? { token, source: 'file', path } : null;
}

/** For the server: like `readOperatorToken`, but generates and stores one on first start. */
export function resolveOperatorToken(config: TokenConfig): OperatorToken {
  if (config.operatorToken) return { token: config.operatorToken, source: 'env', path: null };
  const { value, path, generated } = dataDirSecret(config.dataDir, OPERATOR_TOKEN_FILE);
  return { token: value, source: generated ? 'generated' : 'file', path };
}
