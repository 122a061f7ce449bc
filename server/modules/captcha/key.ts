/**
 * The secret the captcha signs its challenges with: CAPTCHA_HMAC_KEY when set (several server
 * processes must share one), else one generated at first start into DATA_DIR/captcha-key.
 */
import type { Config } from '@server/config';
import { dataDirSecret } from '@server/data-dir-secret';

const KEY_FILE = 'captcha-key';

export function resolveCaptchaKey(config: Pick<Config, 'dataDir' | 'captchaKey'>): string {
  return config.captchaKey ?? dataDirSecret(config.dataDir, KEY_FILE).value;
}
