import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES, SOURCE_LOCALE } from './src/contracts/locales';

// Catalogs are plain gettext .po files so translators can use any PO editor; the Vite plugin
// compiles them on import, so no separate compile step is needed for builds or tests.
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...LOCALE_CODES],
  fallbackLocales: { default: SOURCE_LOCALE },
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/node_modules/**', '<rootDir>/src/routeTree.gen.ts'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
});
