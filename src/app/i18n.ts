/**
 * Lingui setup. Each language has two catalogs (see lingui.config.ts): `shell`, the strings of
 * the app frame and the home page, loaded before the first paint; and `messages`, everything
 * else, loaded right after and awaited by every other page and dialog. A player downloads only
 * the language they use. A message missing from the loaded catalogs is reported, never silent.
 */
import { i18n } from '@lingui/core';
import { directionOf, type LocaleCode } from '@/contracts/locales';

export { i18n };

const fullCatalogs = new Map<LocaleCode, Promise<void>>();
/** The language being activated or active; set before any await so early callers see it. */
let requested: LocaleCode | undefined;

i18n.on('missing', ({ id, locale }) => {
  console.warn(`[i18n] missing message ${id} for ${locale}`);
});

function loadFull(code: LocaleCode): Promise<void> {
  let loading = fullCatalogs.get(code);
  if (!loading) {
    loading = import(`../../locales/${code}/messages.po`).then(({ messages }) => {
      if (i18n.locale === code) {
        // Added to the active catalog in place, without Lingui's change event: the event would
        // render every translated component again (hundreds on the home page), though what is
        // on screen uses the shell catalog only (a string missing from it is reported when
        // rendered). What renders from now on finds the full catalog.
        Object.assign(i18n.messages, messages);
      } else {
        // Not the language on screen yet: its activation re-renders anyway.
        i18n.load(code, messages);
      }
    });
    // A failed load (offline, outdated build) must be retried by the next caller.
    loading.catch(() => fullCatalogs.delete(code));
    fullCatalogs.set(code, loading);
  }
  return loading;
}

/**
 * Switches the UI language once its catalogs are in. The first paint needs only the shell
 * catalog; a later switch waits for both so no string of the open page is missing.
 */
export async function activateLocale(code: LocaleCode, { full = false } = {}): Promise<void> {
  requested = code;
  const [{ messages }] = await Promise.all([
    import(`../../locales/${code}/shell.po`),
    full ? loadFull(code) : undefined,
  ]);
  i18n.load(code, messages);
  i18n.activate(code);
  document.documentElement.lang = code;
  document.documentElement.dir = directionOf(code);
}

/** Resolves when the active language's full catalog is loaded (pages and dialogs wait for it). */
export function ensureFullCatalog(): Promise<void> {
  // The first page may load before the language is active (both start together in start.tsx).
  const code = requested ?? (i18n.locale as LocaleCode | undefined);
  return code ? loadFull(code) : Promise.resolve();
}
