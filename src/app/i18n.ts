/**
 * Lingui setup: catalogs are loaded on demand, one chunk per language, so a player downloads
 * only the language they use. The .po files are compiled by the Lingui Vite plugin.
 */
import { i18n } from '@lingui/core';
import { directionOf, type LocaleCode } from '@/contracts/locales';

export { i18n };

export async function activateLocale(code: LocaleCode): Promise<void> {
  const { messages } = await import(`../../locales/${code}/messages.po`);
  i18n.loadAndActivate({ locale: code, messages });
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}
