import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { LOCALE_CODES, SOURCE_LOCALE } from './src/contracts/locales';

/**
 * The strings of the code every page loads first — the app frame, the home page and what
 * they use — go to a small `shell` catalog that loads before the first paint; everything else
 * is in `messages`, which loads right after it and which other pages and dialogs wait for
 * (src/app/i18n.ts). Keep this list in step with what src/app/start.tsx renders for '/'; a string
 * in the wrong catalog is reported as a missing message, which fails the e2e tests.
 */
/** Paths relative to the repository root; vite.config.ts uses the same list. */
export const SHELL_PATHS = [
  'src/app',
  'src/shared',
  'src/features/layout',
  'src/features/settings',
  'src/features/maintenance',
  'src/features/route-loading',
  'src/features/not-found',
  // The chat panel's frame only: its list, send box and staff actions are lazy chunks that
  // load with the full catalog (ChatPanel.tsx).
  'src/features/chat/index.ts',
  'src/features/chat/ChatPanel.tsx',
  'src/features/chat/messages/ChatEmpty.tsx',
  'src/features/dialogs',
  'src/features/i18n',
  // The home page above the fold; its sections below it are a lazy chunk (below-the-fold/).
  'src/features/home/index.ts',
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeHero.tsx',
  'src/features/home/CategoryShortcuts.tsx',
  'src/features/home/shortcuts.ts',
  'src/features/home/SectionHeading.tsx',
  'src/features/footer',
  'src/features/bets-feed',
  'src/features/house-games/HouseGamesGrid.tsx',
  'src/features/house-games/HouseGameTile.tsx',
  'src/features/house-games/game-tiles.ts',
  'src/features/house-games/GameArt.tsx',
  'src/features/house-games/house-game-path.ts',
  'src/features/sports/sport-info.ts',
  // The session (who is signed in) is in src/shared/session, covered by 'src/shared'.
  'src/features/account/use-account-sync.ts',
  'src/features/account/atoms.ts',
  'src/features/pwa/unregister.ts',
  'src/features/pwa/offline',
  'src/features/pwa/registration',
];
const SHELL_SOURCES = SHELL_PATHS.map((path) => `<rootDir>/${path}`);

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
