// @vitest-environment node
/**
 * The headings the server draws into a page's HTML say what the app's first render says: each
 * text is a current message of the component that draws it (the catalogs are kept current
 * with the source by tests/unit/i18n), the categories' texts and icons are category-info's,
 * and the page's language gives the catalogs' translation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { HOME_HERO, homeHeroHtml } from '@server/modules/catalogue/boot-home';
import {
  CATEGORY_HEADINGS,
  casinoHeaderHtml,
  casinoHeadingOf,
  LOBBY_HEADING,
} from '@server/modules/catalogue/casino-header';
import { createPageTexts, type PageText } from '@server/modules/locales/page-texts';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES } from '@/contracts/casino';
import { categoryInfo } from '@/features/catalogue/category-info';

const LOCALES = join(__dirname, '../../../../../locales');

const catalog = (locale: string) =>
  ['shell', 'messages'].flatMap(
    (name) => PO.parse(readFileSync(join(LOCALES, locale, `${name}.po`), 'utf8')).items,
  );

const SOURCE = catalog('en');

/** The source files a message is extracted from. */
const referencesOf = (text: PageText) =>
  SOURCE.filter((item) => item.msgid === text.message && !item.obsolete).flatMap(
    (item) => item.references,
  );

/** IconMicrophone2 → microphone-2, the outline SVG's file name. */
const fileNameOf = (displayName: string | undefined) =>
  (displayName ?? '')
    .replace(/^Icon/, '')
    .replace(/(?<=[a-z])(?=[A-Z0-9])/g, '-')
    .toLowerCase();

describe('boot frame headings', () => {
  it('are current messages of the components that draw them', () => {
    for (const text of Object.values(HOME_HERO)) {
      expect(referencesOf(text)).toContain('src/features/home/HomeHero.tsx');
    }
    expect(referencesOf(LOBBY_HEADING.title)).toContain('src/features/catalogue/CasinoPage.tsx');
    expect(referencesOf(LOBBY_HEADING.description)).toContain(
      'src/features/catalogue/CasinoPage.tsx',
    );
  });

  it('draw each category with category-info’s texts and icon', () => {
    for (const category of CASINO_CATEGORIES) {
      const info = categoryInfo(category);
      const heading = CATEGORY_HEADINGS[category];
      expect(heading.title.message).toBe(info.label.message);
      expect(heading.description.message).toBe(info.description.message);
      expect(heading.icon).toBe(fileNameOf(info.Icon.displayName));
    }
  });

  it('read the address as the casino page does: an unknown category is the lobby', () => {
    const at = (path: string) => casinoHeadingOf(new URL(path, 'http://page'));
    expect(at('/casino')).toBe(LOBBY_HEADING);
    expect(at('/casino?category=slots')).toBe(CATEGORY_HEADINGS.slots);
    expect(at('/casino?category=nope')).toBe(LOBBY_HEADING);
    expect(at('/tag/slots')).toBeUndefined();
  });

  it('are drawn in the page’s language, from the translators’ catalogs', async () => {
    const translate = createPageTexts();
    const french = (message: string) =>
      catalog('fr').find((item) => item.msgid === message)?.msgstr[0];
    const lobby = await casinoHeaderHtml(LOBBY_HEADING, 'fr', translate);
    expect(lobby).toContain(`<div class="boot-header-title">${french('Casino')}</div>`);
    expect(lobby).toContain(
      (french(LOBBY_HEADING.description.message) ?? '').replace('{gameCount}', '4,500+'),
    );
    expect(lobby).toContain('<svg');
    const home = await homeHeroHtml('ar', translate);
    expect(home).toContain('dir="rtl"');
    expect(home).toContain(
      `<span>${catalog('ar').find((item) => item.msgid === HOME_HERO.title.message)?.msgstr[0]}</span>`,
    );
  });
});
