/**
 * Puts the captcha on the instance (`app.captcha`) for the calls it protects (promo codes,
 * later rain), and sweeps spent answers once they have expired.
 */

import { apiErrors } from '@server/http/api-error';
import fp from 'fastify-plugin';
import { CAPTCHA_FAILED_MESSAGE } from '@/contracts/captcha';
import { resolveCaptchaKey } from './key';
import { type Captcha, createCaptcha } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: Captcha & {
      /** Throws a 400 on the `recaptcha` field unless the answer is valid and unused. */
      assertSolved(solution: string): Promise<void>;
    };
  }
}

const SWEEP_EVERY_MS = 30 * 60_000;
const USED_MESSAGE = 'This captcha was already used. Please solve a new one.';

export const captchaPlugin = fp(
  async (app) => {
    const captcha = createCaptcha(app.database.db, resolveCaptchaKey(app.config));
    app.decorate('captcha', {
      ...captcha,
      async assertSolved(solution: string) {
        const verdict = await captcha.verify(solution);
        if (verdict === 'ok') return;
        const message = verdict === 'used' ? USED_MESSAGE : CAPTCHA_FAILED_MESSAGE;
        throw apiErrors.validation([{ path: 'body.recaptcha', message }], message);
      },
    });
    const sweep = setInterval(() => {
      captcha.sweep().catch((error: unknown) => app.log.warn({ err: error }, 'captcha sweep'));
    }, SWEEP_EVERY_MS);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'captcha', dependencies: ['context'] },
);
