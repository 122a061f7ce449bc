import type { IndexHtmlTransformContext, Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { EVALUATED_AHEAD_ATTRIBUTE } from '@/app/boot/evaluate-ahead';
import { FIRST_SCREEN_TEMPLATE_ID } from '@/app/boot/first-screen-links';
import { firstScreenPreload } from '../../../vite-plugins/first-screen-preload';
import { bundleOf, fakeChunk as chunk } from './fake-chunk';

/** The page's entry, the app's start (an entry too), the home route and a later page. */
function bundle(): Rolldown.OutputBundle {
  const files = [
    chunk('assets/index.js', {
      isEntry: true,
      facade: '/src/main.tsx',
      imports: ['assets/helper.js'],
    }),
    chunk('assets/helper.js', {}),
    chunk('assets/start.js', {
      isEntry: true,
      facade: '/src/app/start.tsx',
      imports: ['assets/react.js', 'assets/helper.js'],
      css: ['assets/start.css'],
    }),
    chunk('assets/react.js', {}),
    chunk('assets/home.js', {
      facade: '/src/routes/index.tsx',
      imports: ['assets/react.js', 'assets/grid.js'],
      css: ['assets/home.css'],
    }),
    chunk('assets/grid.js', { css: ['assets/grid.css'] }),
    chunk('assets/cashier.js', { facade: '/src/features/wallet/index.ts' }),
  ];
  return bundleOf(files);
}

/** As Vite writes it with its own preloading off: the entry's imports are not announced. */
const HTML = `<html><head>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body></body></html>`;

function transform(html: string): string {
  const plugin = firstScreenPreload({
    entries: [(id) => id === '/src/app/start.tsx', (id) => id === '/src/routes/index.tsx'],
    start: (id) => id === '/src/app/start.tsx',
  });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: Partial<IndexHtmlTransformContext>) => string;
  };
  return hook.handler(html, { bundle: bundle() });
}

describe('first screen preload links', () => {
  it("lists the first screen's scripts in an inert template, leaving out what the entry loads itself", () => {
    const html = transform(HTML);
    const template = new RegExp(
      `<template id="${FIRST_SCREEN_TEMPLATE_ID}">([\\s\\S]*)</template>`,
    ).exec(html)?.[1];
    expect(template).toBeDefined();
    const hrefs = [...(template ?? '').matchAll(/<link rel="(\w+)"[^>]*href="([^"]+)"/g)].map(
      ([, rel, href]) => `${rel} ${href}`,
    );
    expect(hrefs.sort()).toEqual(
      [
        'modulepreload /assets/start.js',
        'modulepreload /assets/react.js',
        'modulepreload /assets/home.js',
        'modulepreload /assets/grid.js',
      ].sort(),
    );
    expect(html).not.toContain('cashier');
  });

  it('links their stylesheets in the page, in the order they cascade: imports before importers', () => {
    const html = transform(HTML).replace(/<template[\s\S]*<\/template>/, '');
    const stylesheets = [...html.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)];
    expect(stylesheets.map(([, href]) => href)).toEqual([
      '/assets/start.css',
      '/assets/grid.css',
      '/assets/home.css',
    ]);
  });

  it("asks for the entry's own scripts at low priority, and the first screen's at the default", () => {
    const html = transform(HTML);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/helper.js">',
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start.js">');
  });

  it("announces the entry's static imports once, with the entry", () => {
    const count = (html: string) => html.match(/href="\/assets\/helper\.js"/g)?.length ?? 0;
    expect(count(transform(HTML))).toBe(1);
    const announced = HTML.replace(
      '</script>',
      '</script>\n<link rel="modulepreload" crossorigin href="/assets/helper.js">',
    );
    expect(count(transform(announced))).toBe(1);
  });

  it("marks the start's own imports, and only those, to be evaluated ahead of it", () => {
    const html = transform(HTML);
    const marked = [
      ...html.matchAll(
        new RegExp(
          `<link rel="modulepreload" ${EVALUATED_AHEAD_ATTRIBUTE}[^>]*href="([^"]+)"`,
          'g',
        ),
      ),
    ].map(([, href]) => href);
    // Not the start itself, the home route's chunks, nor the entry's own helper.
    expect(marked).toEqual(['/assets/react.js']);
  });
});
