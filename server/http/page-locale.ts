/**
 * A page's language as the server draws it: the one the player chose (the app's LOCALE_COOKIE),
 * or else the one of ours the browser prefers, as src/features/i18n picks it before a choice.
 * A cookie naming no language of ours is ignored.
 */
import type { FastifyRequest } from 'fastify';
import { isLocaleCode, LOCALE_COOKIE, type LocaleCode, matchLocale } from '@/contracts/locales';
import { parseAcceptLanguage } from '../graphql/accept-language';

export function pageLocaleOf(request: FastifyRequest): LocaleCode {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocaleCode(chosen)) return chosen;
  return matchLocale(parseAcceptLanguage(request.headers['accept-language']));
}
