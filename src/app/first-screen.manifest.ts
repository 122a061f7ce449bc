/**
 * The first screen in one place: which source files the home page's first visit loads, and so
 * which go to its scripts and to the small `shell` message catalog. Plain repository paths (a
 * folder means everything under it), read by vite.config.ts (its chunk groups, the preload list,
 * the compile hints), lingui.config.ts (the two catalogs), the shell icons and the size check
 * (tests/bench/first-screen-size.ts). Nothing here imports app code: the build loads this file
 * before the app exists. A path that no longer exists stops vite.config.ts (builds, the dev
 * server, the unit tests) with its name, so a rename cannot silently move code between chunks
 * or catalogs; tests/unit/app/first-screen-manifest.test.ts checks the rest.
 *
 * The catalogs' rule, which the test checks too: strings under SHELL_PATHS are in the shell
 * catalog, which start.tsx awaits before the first render; all other strings are in `messages`,
 * which loads after the first screen is up (app/use-background-loads.ts). So first-screen code
 * reaches code with strings of its own outside SHELL_PATHS only through a lazy import that waits
 * for the full catalog too — `Promise.all([import('…'), ensureFullCatalog()])` (app/i18n.ts) —
 * or through a route other than '/', whose load waits for it (routes/__root.tsx). Every such
 * call waits for strings that are not its own: a file under SHELL_PATHS calls
 * ensureFullCatalog() only beside a lazy import that reaches `messages` strings.
 *
 * Adding code to the first screen: see "Adding code to the first screen" in README.md.
 */

/**
 * The most JavaScript the first screen may load, gzipped: checked by `npm test` on the build
 * (tests/bench/first-screen-size.ts) and by the bench in a browser (tests/bench/run.ts).
 */
export const FIRST_SCREEN_BUDGET_KB = 180;

/** What the page's entry imports itself, while the frame paints: kept tiny (the 'boot' chunk). */
export const PAGE_ENTRY = 'src/main.tsx';

/** The app's start: activates the language and renders the app; an entry of the build. */
export const START_MODULE = 'src/app/start.tsx';

/** The router with the route tree and the app's frame, imported by the start on its own. */
export const ROUTER_MODULE = 'src/app/router.ts';

/** The root route: the app's frame (AppRoot), never split off, so it loads with the router. */
export const ROOT_ROUTE = 'src/routes/__root.tsx';

/** The home page's route; its split loader and component are the first page's chunk. */
export const HOME_ROUTE = 'src/routes/index.tsx';

/** The source language's shell catalog, which the start awaits before the first render. */
export const SOURCE_SHELL_CATALOG = 'locales/en/shell.po';

/**
 * The first screen's dynamic imports, in the order the app makes them (their stylesheets
 * cascade in this order): the start, the router, the home route and the shell catalog.
 */
export const FIRST_SCREEN_ENTRIES = [
  START_MODULE,
  ROUTER_MODULE,
  HOME_ROUTE,
  SOURCE_SHELL_CATALOG,
] as const;

/**
 * The home page above the fold, with strings and icons of its own: in the shell catalog and
 * in the home page's chunk. Its sections below the fold are a lazy chunk (home/below-the-fold).
 */
const HOME_ABOVE_THE_FOLD = [
  'src/features/home/index.ts',
  'src/features/home/HomePage.tsx',
  'src/features/home/HomeHero.tsx',
  'src/features/home/CategoryShortcuts.tsx',
  'src/features/home/shortcuts.ts',
  'src/features/home/SectionHeading.tsx',
  // The house games' grid on the home page; the game pages are lazy routes.
  'src/features/house-games/HouseGamesGrid.tsx',
  'src/features/house-games/HouseGameTile.tsx',
  'src/features/house-games/game-tiles.ts',
  'src/features/house-games/GameArt.tsx',
  'src/features/house-games/house-game-path.ts',
  // The sports shortcuts' names and icons.
  'src/features/sports/sport-info.ts',
];

/**
 * The home page's chunk: the route's split parts (HOME_ROUTE) and what it renders above the
 * fold, in one file instead of seven requests. Pages that share a piece load this chunk too.
 */
export const HOME_CHUNK_PATHS = [
  ...HOME_ABOVE_THE_FOLD,
  'src/features/home/HomeHero.module.css',
  'src/features/home/home.module.css',
  'src/features/house-games/HouseGamesGrid.module.css',
  'src/features/house-games/HouseGameTile.module.css',
  'src/features/house-games/GameArt.module.css',
  'src/contracts/house-games.ts',
  'src/contracts/game-link.ts',
  'src/shared/ui/PageContainer.tsx',
  'src/shared/ui/HeroBanner.tsx',
  'src/shared/ui/ViewAllButton.tsx',
  // The page's width; the rest of Mantine the frame uses is in the 'mantine' chunk.
  'node_modules/@mantine/core/esm/components/Container',
];

/**
 * What every visit loads right after the first screen, whatever the page (marked for eager
 * compilation with the first screen's scripts).
 */
export const LOADED_ON_EVERY_VISIT = [
  // The live updates (app/use-background-loads.ts).
  'node_modules/socket.io-client',
  'src/features/footer/index.ts',
  'src/features/bets-feed/index.ts',
  // The connection bar, shown when the socket drops.
  'src/features/maintenance/DisconnectedBar.tsx',
  'src/features/pwa/registration/register.ts',
  // The menu's install and notification entries.
  'src/features/pwa/menu/PwaMenuEntries.tsx',
  // The chat's list and send box (desktop: the chat panel is open).
  'src/features/chat/ChatBody.tsx',
];

/**
 * Parts of every page that AppRoot renders only once the first screen is up, below the page:
 * they load beside the full catalog, which has their strings, and the icons only they draw stay
 * in their own lazy chunks.
 */
export const AFTER_FIRST_SCREEN = ['src/features/footer', 'src/features/bets-feed'];

/**
 * Sources whose strings go to the shell catalog: the code every page loads first — the app
 * frame, the home page and what they use. A string in the wrong catalog is reported as a
 * missing message when rendered, which fails the e2e tests.
 */
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
  ...HOME_ABOVE_THE_FOLD,
  // Account's start-up (client seed, saved language) and its atoms; who is signed in is the
  // session, in src/shared/session, covered by 'src/shared'.
  'src/features/account/use-account-sync.ts',
  'src/features/account/atoms.ts',
  'src/features/pwa/unregister.ts',
  'src/features/pwa/offline',
  'src/features/pwa/registration',
];

/**
 * Files under SHELL_PATHS that load only beside the full catalog (a lazy import with
 * ensureFullCatalog()): their strings go to the full catalog, not to the shell's.
 */
export const FULL_CATALOG_IN_SHELL_PATHS = [
  // The dialogs' titles: the dialog host loads with the full catalog (DialogLayer.tsx), as
  // every dialog's body does.
  'src/features/dialogs/registry.ts',
  // The profile menu's entries: loaded on its first opening, with the full catalog
  // (ProfileMenuPopover.tsx).
  'src/features/layout/profile-menu/ProfileMenuDropdown.tsx',
];
