/// <reference types="vitest/config" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import pkg from './package.json' with { type: 'json' };
import * as firstScreen from './src/app/first-screen.manifest';
import {
  AFTER_FIRST_SCREEN,
  FIRST_SCREEN_ENTRIES,
  HOME_CHUNK_PATHS,
  HOME_ROUTE,
  LOADED_ON_EVERY_VISIT,
  PAGE_ENTRY,
  ROUTER_MODULE,
  SHELL_PATHS,
  START_MODULE,
} from './src/app/first-screen.manifest';
import { theme } from './src/app/theme';
import { CATALOG_ASSETS_DIR } from './src/contracts/service-worker';
import { webManifest } from './sw/web-manifest';
import { filesNeedingOwnModules } from './tests/unit/isolation';
import { compileHints } from './vite-plugins/compile-hints';
import { firstScreenPreload } from './vite-plugins/first-screen-preload';
import { staticModules } from './vite-plugins/module-reach';
import { isRouteSplitOf, isUnderPaths, missingPaths } from './vite-plugins/repo-paths';
import { routeChunks } from './vite-plugins/route-chunks';
import { shellIcons } from './vite-plugins/shell-icons';
import { themeVariables } from './vite-plugins/theme-variables';

// The build id busts the persisted React Query cache and tags error reports; it changes on
// every build so a new deployment never reads a cache written by older code.
const buildId = `${pkg.version}+${Date.now().toString(36)}`;
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

// Read only when Vitest loads this config: builds and the dev server need no test file list.
const ownModuleFiles = process.env.VITEST
  ? filesNeedingOwnModules(fileURLToPath(new URL('.', import.meta.url)))
  : [];

/** The build's output folder (`vite build --outDir` may move it), known once config resolves. */
let outDir = 'dist';

/** Writes dist/build-id.json; the server reports it so older clients show 'New update!'. */
function emitBuildId(): Plugin {
  return {
    name: 'kadibet:build-id',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'build-id.json',
        source: JSON.stringify({ buildId }),
      });
    },
  };
}

/**
 * Writes .br and .gz beside every text asset so the server sends them as they are
 * (@fastify/static preCompressed) instead of compressing each request on the fly, and at the
 * strongest settings, which would be too slow per request.
 */
function precompress(): Plugin {
  return {
    name: 'kadibet:precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const path = join(dir, name);
          return statSync(path).isDirectory() ? walk(path) : [path];
        });
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json|webmanifest|txt)$/.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

const root = fileURLToPath(new URL('.', import.meta.url));
// A renamed file would silently move code between chunks and catalogs: stop at once instead.
const missingFirstScreenPaths = missingPaths(
  root,
  Object.values(firstScreen)
    .flat()
    .filter((value) => typeof value === 'string'),
);
if (missingFirstScreenPaths.length > 0)
  throw new Error(
    `src/app/first-screen.manifest.ts names paths that do not exist (renamed or moved? update the manifest): ${missingFirstScreenPaths.join(', ')}`,
  );
const { isShellIcon, isOtherIcon } = shellIcons(root, SHELL_PATHS, AFTER_FIRST_SCREEN);

/**
 * The service worker (sw/): built from TypeScript, with the precache list injected. Every
 * build file is precached except the languages' catalogs — 19 languages are 40% of the build
 * and a player needs one; the worker caches the one in use at runtime (sw/routes/assets.ts).
 */
function serviceWorker() {
  return VitePWA({
    strategies: 'injectManifest',
    srcDir: 'sw',
    filename: 'sw.ts',
    // Registered by the app itself (src/features/pwa/registration) after the first paint.
    injectRegister: false,
    manifest: webManifest,
    includeManifestIcons: false,
    injectManifest: {
      // A classic script: module workers are newer than some browsers players install from.
      rollupFormat: 'iife',
      // build-id.json tells the page which build a worker serves (registration/register.ts).
      globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}', 'build-id.json'],
      globIgnores: ['screenshots/**', 'sw.js', `${CATALOG_ASSETS_DIR}/**`],
    },
    devOptions: { enabled: false },
  });
}

// Which modules belong to the first screen: src/app/first-screen.manifest.ts says why for each.
const inPath = (path: string) => join(root, path);
const isHomeRouteSplit = isRouteSplitOf(root, HOME_ROUTE);
/** The first screen's dynamic imports, in the order the app makes them. */
const FIRST_SCREEN_ENTRY_TESTS = FIRST_SCREEN_ENTRIES.map((path) =>
  path === HOME_ROUTE ? isHomeRouteSplit : isUnderPaths(root, [path]),
);
const isFirstScreenEntry = (id: string) => FIRST_SCREEN_ENTRY_TESTS.some((matches) => matches(id));
/** What every page runs before its route: the start and the router (not the home page's). */
const APP_ENTRY_TESTS = [START_MODULE, ROUTER_MODULE].map((path) => isUnderPaths(root, [path]));
const PAGE_ENTRY_MODULE = inPath(PAGE_ENTRY);
const START_FILE = inPath(START_MODULE);
const ROUTER_FILE = inPath(ROUTER_MODULE);
const isHomeChunkPath = isUnderPaths(root, HOME_CHUNK_PATHS);
const isInHomeChunk = (id: string) => isHomeRouteSplit(id) || isHomeChunkPath(id);
/** The languages' catalogs (locales/<code>/<catalog>.po), compiled by Lingui's plugin. */
const CATALOGS_DIR = join(root, 'locales', '/');
const isLoadedOnEveryVisit = isUnderPaths(root, LOADED_ON_EVERY_VISIT);

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too, so a route's data code (e.g. the Markdown renderer of the
      // content pages) loads with the route, not with the app. A route's loader and component
      // share one chunk: both are needed for every visit, and one lazy import per route keeps
      // the entry's table of route chunks shorter.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader', 'component'],
          ['pendingComponent'],
          ['errorComponent'],
          ['notFoundComponent'],
        ],
      },
      routesDirectory: './src/routes',
      generatedRouteTree: './src/routeTree.gen.ts',
      quoteStyle: 'single',
    }),
    react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
    lingui(),
    themeVariables(theme),
    emitBuildId(),
    firstScreenPreload({ entries: FIRST_SCREEN_ENTRY_TESTS, start: (id) => id === START_FILE }),
    routeChunks({ appEntries: APP_ENTRY_TESTS }),
    compileHints({ entries: (id) => isFirstScreenEntry(id) || isLoadedOnEveryVisit(id) }),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: [
      {
        find: /^@server\//,
        replacement: `${fileURLToPath(new URL('./server', import.meta.url))}/`,
      },
      {
        find: /^@tests\//,
        replacement: `${fileURLToPath(new URL('./tests', import.meta.url))}/`,
      },
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // TanStack Store imports the shim of useSyncExternalStore for React < 18; React 19 has the
      // hook, and the non-shim entry of the same package uses it instead of a polyfill.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    target: 'es2022',
    // The maps are written (to read a report's stack, to see what a chunk holds) but the scripts
    // do not name them: the `//# sourceMappingURL=` line does not compress (it holds the file's
    // hash) and cost the first screen 0.4 KB gzip over its twelve scripts. A debugger loads a
    // map by hand.
    sourcemap: 'hidden',
    manifest: true,
    assetsInlineLimit: 2048,
    // No preload lists for dynamic imports: a lazy chunk's static imports load with it, one
    // level after another. The lists (every lazy route's and dialog's shared chunks) were
    // written into the first screen's scripts, 3.7 KB gzip of them, and looked up in the
    // document on every import; the worker precaches every file on the first visit, after
    // which a level costs a cache read. Route chunks still start loading on the player's
    // intent (the router's defaultPreload), and lazy chunks' stylesheets are still loaded
    // before their code runs. The first screen's scripts are announced by first-screen-preload.
    modulePreload: false,
    rolldownOptions: {
      // The app's start is an entry of its own, though the page's entry (src/main.tsx) imports
      // it dynamically once the frame is painted: the chunk groups below that collect what the
      // first screen loads ($initial) then cover its static imports too.
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        start: START_FILE,
        router: ROUTER_FILE,
      },
      output: {
        // The languages' catalogs in a folder of their own: the worker's static routes leave
        // them to its fetch handler, which caches the one a player uses (sw/static-routes.ts).
        chunkFileNames: (chunk) =>
          chunk.facadeModuleId?.startsWith(CATALOGS_DIR)
            ? `${CATALOG_ASSETS_DIR}/[name]-[hash].js`
            : 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // What the page's entry imports that the app imports too: Vite's preload helper and
            // the boot modules (the early install prompt). Left to themselves they join one of
            // the app's chunks, and the entry would import all of it at once.
            {
              name: 'boot',
              test: /vite[\\/]preload-helper|[\\/]src[\\/]app[\\/]boot[\\/]/,
              priority: 50,
            },
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 40,
            },
            {
              name: 'tanstack',
              test: /node_modules[\\/]@tanstack[\\/]/,
              tags: ['$initial'],
              priority: 30,
            },
            // The Mantine code the entry imports statically (the provider, Box, the components
            // of the frame) in one chunk: left to itself Rolldown splits it into some twenty
            // small shared chunks, which each cost a request and compress worse apart. Mantine
            // code only later pages use still splits per component. Only the scripts: Mantine's
            // stylesheet stays in the entry's one CSS file.
            {
              name: 'mantine',
              test: /node_modules[\\/]@mantine[\\/].*\.m?js$/,
              tags: ['$initial'],
              priority: 20,
            },
            { name: 'icons-shell', test: isShellIcon, priority: 16 },
            { name: 'icons', test: isOtherIcon, priority: 15 },
            // Our own modules the entry needs, in one chunk. Rolldown otherwise gives each
            // module that the entry and some lazy chunk both import a chunk of its own: a dozen
            // sub-kilobyte files before the first screen, each compressed alone (+9 KB gzip).
            // Not the page's entry and what it imports itself, which must stay small. Two
            // chunks: what the start imports itself, and what only the router (the route tree,
            // the app's frame) does, evaluated when the start imports the router.
            {
              name: (id, context) =>
                staticModules(context, START_FILE, ROUTER_FILE).has(id) ? 'app' : 'app-routes',
              test: (id) => /[\\/]src[\\/]/.test(id) && id !== PAGE_ENTRY_MODULE,
              tags: ['$initial'],
              priority: 5,
            },
            // The home page's route with the modules it renders, in one chunk: left to
            // themselves they are seven files (the grid, the hero, small shared pieces other
            // pages use too), each a request before the first screen and compressed alone.
            // Pages that share a piece load this chunk with it.
            {
              name: 'home',
              test: isInHomeChunk,
              priority: 4,
            },
            {
              name: 'runtime',
              test: /node_modules[\\/](jotai|zod|@lingui[\\/](core|react)|clsx)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/socket.io': { target: apiTarget, ws: true },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Two cores on CI: run two test files at a time (the default is cores − 1).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // See tests/unit/isolation.ts: one module graph per worker, except for files that need their own.
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: ownModuleFiles,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'unit-own-modules', include: ownModuleFiles } },
    ],
  },
});
