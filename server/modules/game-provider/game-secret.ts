/**
 * The key game session tokens are signed with: one generated at first start into
 * DATA_DIR/game-session-secret and kept across restarts, so tokens of running sessions stay
 * valid and every process on the folder signs alike.
 */
import type { Config } from '../../config';
import { dataDirSecret } from '../../data-dir-secret';

export const GAME_SECRET_FILE = 'game-session-secret';

export function resolveGameSecret(config: Pick<Config, 'dataDir'>): string {
  return dataDirSecret(config.dataDir, GAME_SECRET_FILE).value;
}
