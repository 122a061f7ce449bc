/**
 * The key payment callbacks and chain webhooks are signed with: PAYMENTS_WEBHOOK_SECRET when
 * set, else one generated at first start into DATA_DIR/payments-webhook-secret, so a restart
 * keeps verifying what the providers sign.
 */
import type { Config } from '@server/config';
import { dataDirSecret } from '@server/data-dir-secret';

export const WEBHOOK_SECRET_FILE = 'payments-webhook-secret';

type SecretConfig = Pick<Config, 'dataDir'> & {
  payments: Pick<Config['payments'], 'webhookSecret'>;
};

export function resolveWebhookSecret(config: SecretConfig): string {
  return config.payments.webhookSecret ?? dataDirSecret(config.dataDir, WEBHOOK_SECRET_FILE).value;
}
