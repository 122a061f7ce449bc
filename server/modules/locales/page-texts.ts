/**
 * The translators' catalogs (locales/{code}/*.po, lingui.config.ts) read on the server, for the
 * few texts it draws into a page's own HTML before the app's code has run: a page's heading in
 * the boot frame. A text is looked up by the id the app's Lingui macros give the same source
 * message, so the page's HTML and the app's first render say the same thing in the same words.
 * A language's catalogs are read on its first page and kept; a text without a translation is
 * the source text, as in the app. A catalog that cannot be read fails the page's hints (the page
 * is served as without them, and static-client logs why) and is read again on the language's
 * next page.
 */
import { readFile } from 'node:fs/promises';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import PO from 'pofile';
import type { LocaleCode } from '@/contracts/locales';

/** A text as the app's `msg` and `<Trans>` macros write it. */
export interface PageText {
  message: string;
  values?: Record<string, string | number>;
}

export type TranslatePage = (locale: LocaleCode, text: PageText) => Promise<string>;

const CATALOGS = ['shell', 'messages'] as const;

const LOCALES_DIR = new URL('../../../locales/', import.meta.url);

/** One language's translations, by message id (untranslated entries left out). */
async function readCatalogs(directory: URL, locale: LocaleCode): Promise<Record<string, string>> {
  const files = await Promise.all(
    CATALOGS.map((name) => readFile(new URL(`${locale}/${name}.po`, directory), 'utf8')),
  );
  const messages: Record<string, string> = {};
  for (const item of files.flatMap((file) => PO.parse(file).items)) {
    const translation = item.msgstr[0];
    if (item.obsolete || !translation) continue;
    messages[generateMessageId(item.msgid, item.msgctxt)] = translation;
  }
  return messages;
}

export function createPageTexts(directory: URL = LOCALES_DIR): TranslatePage {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compileMessage);
  const loaded = new Map<LocaleCode, Promise<void>>();
  const load = (locale: LocaleCode) => {
    let loading = loaded.get(locale);
    if (!loading) {
      loading = readCatalogs(directory, locale).then(
        (messages) => i18n.load(locale, messages),
        (error: unknown) => {
          // Read again on the language's next page; this one is served without its heading.
          loaded.delete(locale);
          throw error;
        },
      );
      loaded.set(locale, loading);
    }
    return loading;
  };
  return async (locale, { message, values }) => {
    await load(locale);
    // Lingui's `_` reads the active language; nothing awaits between activating and reading.
    i18n.activate(locale);
    return i18n._({ id: generateMessageId(message), message, values });
  };
}
