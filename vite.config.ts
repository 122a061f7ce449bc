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
import { SHELL_PATHS } from './lingui.config';
import pkg from './package.json' with { type: 'json' };
import { webManifest } from './sw/web-manifest';

// The build id busts the persisted React Query cache and tags error reports; it changes on
// every build so a new deployment never reads a cache written by older code.
const buildId = `${pkg.version}+${Date.now().toString(36)}`;
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

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

/**
 * The first screen (app frame + home page) is the code under SHELL_PATHS — the same list that
 * decides the shell language catalog. The icons it draws travel in one chunk and all other
 * icons in a second, instead of ~140 tiny chunks each with its own request and boilerplate.
 */
const root = fileURLToPath(new URL('.', import.meta.url));
const shellFiles = SHELL_PATHS.flatMap((path) => {
  const full = join(root, path);
  if (!statSync(full).isDirectory()) return [full];
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const child = join(dir, name);
      return statSync(child).isDirectory() ? walk(child) : /\.tsx?$/.test(name) ? [child] : [];
    });
  return walk(full);
});
const shellSources = shellFiles.map((file) => readFileSync(file, 'utf8'));
const SHELL_ICONS = new Set(shellSources.flatMap((text) => text.match(/\bIcon[A-Z]\w+/g) ?? []));
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
      globIgnores: ['screenshots/**', 'sw.js'],
      manifestTransforms: [
        (entries) => {
          const manifest = JSON.parse(
            readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'),
          ) as Record<string, { file: string }>;
          const catalogs = new Set(
            Object.entries(manifest)
              .filter(([source]) => source.startsWith('locales/'))
              .map(([, chunk]) => chunk.file),
          );
          return { manifest: entries.filter((entry) => !catalogs.has(entry.url)), warnings: [] };
        },
      ],
    },
    devOptions: { enabled: false },
  });
}

const isShellIcon = (id: string) =>
  /@tabler[\\/]icons-react[\\/]/.test(id) && SHELL_ICONS.has(/(Icon\w+)\.mjs$/.exec(id)?.[1] ?? '');

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // Loaders are split too, so a route's data code (e.g. the Markdown renderer of the
      // content pages) loads with the route, not with the app.
      codeSplittingOptions: {
        defaultBehavior: [
          ['loader'],
          ['component'],
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
    emitBuildId(),
    serviceWorker(),
    precompress(),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  define: {
    __BUILD_ID__: JSON.stringify(buildId),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    assetsInlineLimit: 2048,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 40,
            },
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 30 },
            { name: 'icons-shell', test: isShellIcon, priority: 16 },
            { name: 'icons', test: /node_modules[\\/]@tabler[\\/]icons-react[\\/]/, priority: 15 },
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
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Two cores on CI: run two test files at a time (the default is cores − 1).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
