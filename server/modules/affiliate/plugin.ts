/**
 * Affiliate: pays referral commissions on a timer (every REFERRAL_PAYOUT_MINUTES). Every
 * process may run the sweep; its conditional watermark lets only one pay each range.
 */
import fp from 'fastify-plugin';
import { REFERRAL_PAYOUT_MINUTES } from '@/contracts/affiliate';
import { payReferralCommissions } from './commission';

export const affiliatePlugin = fp(
  async (app) => {
    const sweep = () => {
      payReferralCommissions(app.database.db, app.ledger)
        .then((paid) => {
          if (paid > 0) app.log.info({ paid }, 'referral commissions paid');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'referral commission sweep'));
    };
    const timer = setInterval(sweep, REFERRAL_PAYOUT_MINUTES * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'affiliate', dependencies: ['wallet'] },
);
