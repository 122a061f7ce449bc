// @vitest-environment node
/** The server's reading of the translators' catalogs, by the ids the app's macros give. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPageTexts } from '@server/modules/locales/page-texts';
import { describe, expect, it } from 'vitest';

function catalogs(files: Record<string, string>): URL {
  const root = mkdtempSync(join(tmpdir(), 'page-texts-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return pathToFileURL(`${root}/`);
}

const entry = (id: string, translation: string, context?: string) =>
  `${context ? `msgctxt "${context}"\n` : ''}msgid "${id}"\nmsgstr "${translation}"\n\n`;

describe('page texts', () => {
  it('translates by message and context, with its values, in either catalog', async () => {
    const translate = createPageTexts(
      catalogs({
        'fr/shell.po': entry('Casino', 'Le casino'),
        'fr/messages.po':
          entry('{count} games', '{count} jeux') + entry('Casino', 'Maison', 'building'),
      }),
    );
    expect(await translate('fr', { message: 'Casino' })).toBe('Le casino');
    expect(await translate('fr', { message: '{count} games', values: { count: '4,500+' } })).toBe(
      '4,500+ jeux',
    );
  });

  it('keeps the source text where a language has no translation', async () => {
    const translate = createPageTexts(
      catalogs({ 'fr/shell.po': entry('Casino', ''), 'fr/messages.po': '' }),
    );
    expect(await translate('fr', { message: 'Casino' })).toBe('Casino');
    expect(await translate('fr', { message: '{n} games', values: { n: 3 } })).toBe('3 games');
  });

  it('fails where a catalog cannot be read, and reads it again next time', async () => {
    const root = catalogs({ 'ja/shell.po': entry('Casino', 'カジノ') });
    const translate = createPageTexts(root);
    await expect(translate('ja', { message: 'Casino' })).rejects.toThrow(/messages\.po/);
    writeFileSync(new URL('ja/messages.po', root), '');
    expect(await translate('ja', { message: 'Casino' })).toBe('カジノ');
  });

  it('keeps each language apart when pages in several are drawn at once', async () => {
    const translate = createPageTexts(
      catalogs({
        'fr/shell.po': entry('Slots', 'Machines'),
        'fr/messages.po': '',
        'es/shell.po': entry('Slots', 'Tragamonedas'),
        'es/messages.po': '',
      }),
    );
    const [fr, es] = await Promise.all([
      translate('fr', { message: 'Slots' }),
      translate('es', { message: 'Slots' }),
    ]);
    expect([fr, es]).toEqual(['Machines', 'Tragamonedas']);
  });
});
