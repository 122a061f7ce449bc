import { fileURLToPath } from 'node:url';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { FULL_CATALOG_IN_SHELL_PATHS, SHELL_PATHS } from './src/app/first-screen.manifest';
import { LOCALE_CODES, SOURCE_LOCALE } from './src/contracts/locales';
import { sourcePathsWithout } from './vite-plugins/repo-paths';

/**
 * The strings of the code every page loads first — the app frame, the home page and what
 * they use — go to a small `shell` catalog that loads before the first paint; everything else
 * is in `messages`, which loads right after it and which other pages and dialogs wait for
 * (src/app/i18n.ts). Which sources are the shell: SHELL_PATHS in src/app/first-screen.manifest.ts.
 */
const SHELL_SOURCES = sourcePathsWithout(
  fileURLToPath(new URL('.', import.meta.url)),
  SHELL_PATHS,
  FULL_CATALOG_IN_SHELL_PATHS,
).map((path) => `<rootDir>/${path}`);

// Catalogs are plain gettext .po files so translators can use any PO editor; the Lingui Vite
// plugin compiles them on import, so no separate compile step is needed for builds or tests.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/shell',
      include: SHELL_SOURCES,
    },
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [
        '**/node_modules/**',
        '<rootDir>/src/routeTree.gen.ts',
        ...SHELL_SOURCES.map((path) => (/\.tsx?$/.test(path) ? path : `${path}/**`)),
      ],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
