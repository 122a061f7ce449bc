/**
 * A page's language as the server draws it: the one the player chose (the app's LOCALE_COOKIE),
 * or else the one of ours the browser prefers, as src/features/i18n picks it before a choice.
 * A cookie naming no language of ours is ignored.
 */
import type { FastifyRequest } from 'fastify';
import { isLocaleCode, LOCALE_COOKIE, type LocaleCode, matchLocale } from '@/contracts/locales';
import { parseAcceptLanguage } from './accept-language';

export function pageLocaleOf(request: FastifyRequest): LocaleCode {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  return isLocaleCode(chosen) ? chosen : acceptedLocaleOf(request);
}

/**
 * The one of our languages a request's Accept-Language prefers (the source language if none):
 * what the app sends with each API call is the language it shows (shared/api/graphql).
 */
export function acceptedLocaleOf(request: Pick<FastifyRequest, 'headers'>): LocaleCode {
  return matchLocale(parseAcceptLanguage(request.headers['accept-language']));
}
