/**
 * The game module's keys, each generated at first start into DATA_DIR and kept across
 * restarts (so running sessions stay valid and every process on the folder agrees):
 *   - the session-token key, which signs StartGame's tokens (session-token.ts);
 *   - the wallet key the operator shares with its providers, which signs their wallet calls.
 */
import type { Config } from '@server/config';
import { dataDirSecret } from '@server/data-dir-secret';

export const GAME_SECRET_FILE = 'game-session-secret';
export const WALLET_SECRET_FILE = 'game-wallet-secret';

export function resolveGameSecret(config: Pick<Config, 'dataDir'>): string {
  return dataDirSecret(config.dataDir, GAME_SECRET_FILE).value;
}

export function resolveWalletSecret(config: Pick<Config, 'dataDir'>): string {
  return dataDirSecret(config.dataDir, WALLET_SECRET_FILE).value;
}
