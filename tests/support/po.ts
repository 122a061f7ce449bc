/**
 * A small reader for the gettext .po catalogs Lingui writes: enough to list each entry's
 * msgctxt/msgid/msgstr, with escapes and multi-line strings.
 */
import { readFileSync } from 'node:fs';

export interface PoEntry {
  context: string | undefined;
  id: string;
  translation: string;
  obsolete: boolean;
}

function unquote(line: string): string {
  const body = line.slice(line.indexOf('"') + 1, line.lastIndexOf('"'));
  return body.replace(/\\(["\\nt])/g, (_, c: string) => (c === 'n' ? '\n' : c === 't' ? '\t' : c));
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = [];
  let current: Partial<PoEntry> & { field?: 'context' | 'id' | 'translation' } = {};
  const flush = () => {
    if (current.id !== undefined && current.id !== '') {
      entries.push({
        context: current.context,
        id: current.id,
        translation: current.translation ?? '',
        obsolete: current.obsolete ?? false,
      });
    }
    current = {};
  };
  for (const raw of text.split('\n')) {
    const obsolete = raw.startsWith('#~ ');
    const line = obsolete ? raw.slice(3) : raw;
    if (line.startsWith('msgctxt ')) {
      flush();
      current = { context: unquote(line), field: 'context', obsolete };
    } else if (line.startsWith('msgid ')) {
      if (current.field !== 'context') flush();
      current.id = unquote(line);
      current.field = 'id';
      current.obsolete = obsolete;
    } else if (line.startsWith('msgstr ')) {
      current.translation = unquote(line);
      current.field = 'translation';
    } else if (line.startsWith('"') && current.field) {
      current[current.field] = (current[current.field] ?? '') + unquote(line);
    }
  }
  flush();
  return entries;
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
