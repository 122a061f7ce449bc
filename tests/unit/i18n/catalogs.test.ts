// @vitest-environment node
/**
 * Every UI string must be translated in every one of the 19 catalogs, and the catalogs must be
 * current with the source. The freshness check extracts into a temporary copy, so running the
 * tests never rewrites the repository's catalogs.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_CODES, SOURCE_LOCALE } from '@/contracts/locales';
import linguiConfig from '../../../lingui.config';
import { entryKey, placeholders, readPo } from '../../support/po';

const root = resolve(__dirname, '../../..');
/** The shell catalog loads before the first paint, messages after it (lingui.config.ts). */
const CATALOGS = ['shell', 'messages'] as const;
type CatalogName = (typeof CATALOGS)[number];
const catalogPath = (base: string, code: string, name: CatalogName) =>
  join(base, code, `${name}.po`);
const live = (code: string, name: CatalogName) =>
  readPo(catalogPath(join(root, 'locales'), code, name)).filter((e) => !e.obsolete);

describe('translation catalogs', () => {
  let tmp: string;

  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'kadibet-i18n-'));
    cpSync(join(root, 'locales'), join(tmp, 'locales'), { recursive: true });
    const config = join(tmp, 'lingui.config.mjs');
    writeFileSync(
      config,
      `import { formatter } from ${JSON.stringify(join(root, 'node_modules/@lingui/format-po/dist/po.mjs'))};
export default {
  rootDir: ${JSON.stringify(root)},
  sourceLocale: ${JSON.stringify(SOURCE_LOCALE)},
  locales: ${JSON.stringify(LOCALE_CODES)},
  catalogs: ${JSON.stringify(
    (linguiConfig.catalogs ?? []).map((c) => ({
      ...c,
      path: c.path.replace('<rootDir>/locales', join(tmp, 'locales')),
    })),
  )},
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
};\n`,
    );
    execFileSync(
      join(root, 'node_modules/.bin/lingui'),
      ['extract', '--clean', '--config', config],
      {
        cwd: root,
        stdio: 'pipe',
      },
    );
  }, 120_000);

  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('exist for all 19 languages', () => {
    for (const code of LOCALE_CODES)
      for (const name of CATALOGS)
        expect(existsSync(catalogPath(join(root, 'locales'), code, name)), `${code}/${name}`).toBe(
          true,
        );
  });

  it.each(CATALOGS)(
    '%s is current with the source (run `npm run i18n:extract` and translate)',
    (name) => {
      const fresh = new Set(
        readPo(catalogPath(join(tmp, 'locales'), SOURCE_LOCALE, name))
          .filter((e) => !e.obsolete)
          .map(entryKey),
      );
      const committed = new Set(live(SOURCE_LOCALE, name).map(entryKey));
      const missing = [...fresh].filter((k) => !committed.has(k)).map((k) => k.split('\u0004')[1]);
      const stale = [...committed].filter((k) => !fresh.has(k)).map((k) => k.split('\u0004')[1]);
      expect({ missing, stale }).toEqual({ missing: [], stale: [] });
    },
  );

  it.each(
    LOCALE_CODES.filter((c) => c !== SOURCE_LOCALE).flatMap((code) =>
      CATALOGS.map((name) => [code, name] as const),
    ),
  )('translate every message in %s (%s)', (code, name) => {
    const source = new Map(live(SOURCE_LOCALE, name).map((e) => [entryKey(e), e]));
    const catalog = new Map(live(code, name).map((e) => [entryKey(e), e]));
    const untranslated = [...source.keys()].filter((k) => !catalog.get(k)?.translation.trim());
    expect(untranslated.map((k) => k.split('\u0004')[1])).toEqual([]);
    const broken = [...source.values()].filter((e) => {
      const translated = catalog.get(entryKey(e));
      return (
        translated && placeholders(translated.translation).join() !== placeholders(e.id).join()
      );
    });
    expect(broken.map((e) => `${e.id} => ${catalog.get(entryKey(e))?.translation}`)).toEqual([]);
  });
});
