/**
 * The gettext .po catalogs Lingui writes, as entries (read with pofile, as the server's
 * page texts are): each entry's msgctxt/msgid/msgstr, and whether it is obsolete.
 */
import { readFileSync } from 'node:fs';
import PO from 'pofile';

export interface PoEntry {
  context: string | undefined;
  id: string;
  translation: string;
  obsolete: boolean;
}

export function parsePo(text: string): PoEntry[] {
  return PO.parse(text)
    .items.filter((item) => item.msgid !== '')
    .map((item) => ({
      context: item.msgctxt ?? undefined,
      id: item.msgid,
      translation: item.msgstr[0] ?? '',
      obsolete: item.obsolete,
    }));
}

export function readPo(path: string): PoEntry[] {
  return parsePo(readFileSync(path, 'utf8'));
}

export function entryKey(entry: PoEntry): string {
  return `${entry.context ?? ''}\u0004${entry.id}`;
}

/** Placeholder names and tag numbers a translation must keep: {name}, <0>, </0>. */
export function placeholders(message: string): string[] {
  const names = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => `{${m[1]}}`);
  const tags = [...message.matchAll(/<\/?(\d+)\/?>/g)].map((m) => m[0]);
  return [...names, ...tags].sort();
}
