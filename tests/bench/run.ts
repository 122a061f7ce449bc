/**
 * `npm run bench`: loads the production home page in Chromium from the real server, at desktop
 * and phone sizes, and prints the gzipped size of the JavaScript it loads before it is
 * interactive (target: 180 KB), the CSS, what loads afterwards, and the time to interactive.
 * Exits non-zero when the target is missed.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { FIRST_SCREEN_BUDGET_KB } from '../../src/app/first-screen.manifest';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  freePort,
  ROOT,
  startReferenceServer,
} from '../support/reference-server';

const TARGET_KB = FIRST_SCREEN_BUDGET_KB;
const dist = join(ROOT, 'dist');
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (file: string) => gzipSync(readFileSync(file)).length;

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-bench-'));
  const server = await startReferenceServer({ port: await freePort(), dataDir }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  const base = server.baseURL;
  try {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    const results: Measurement[] = [];
    for (const viewport of VIEWPORTS) results.push(await measure(browser, base, viewport));
    await browser.close();
    for (const result of results) report(result);
    const worst = Math.max(...results.map((r) => r.totalJs));
    const verdict = worst / 1024 <= TARGET_KB ? 'PASS' : 'FAIL';
    console.log(`${verdict}: at most ${kb(worst)} KB of ${TARGET_KB} KB before interactive\n`);
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

interface Measurement {
  name: string;
  files: Array<{ file: string; gzip: number }>;
  totalJs: number;
  totalCss: number;
  cssCount: number;
  interactiveMs: number;
  laterJs: number;
}

const VIEWPORTS = [
  { name: 'desktop 1400×900', width: 1400, height: 900 },
  { name: 'phone 390×844', width: 390, height: 844 },
];

/**
 * Interactive = the app shell and the home page's heading are in the DOM, rendered by React
 * (recorded in the page by a MutationObserver, so polling lag cannot blur it). JavaScript whose
 * request started before that moment is what the page needed; anything requested after (the
 * socket client, idle-time chunks) is counted separately.
 */
async function measure(
  browser: Browser,
  base: string,
  viewport: (typeof VIEWPORTS)[number],
): Promise<Measurement> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
  });
  const page = await context.newPage();
  // A string, not a function: tsx would wrap a function with helpers the page does not have.
  await page.addInitScript(`
    new MutationObserver(() => {
      if (window.__interactiveAt === undefined && document.querySelector('[data-testid="top-bar"]') && document.querySelector('#page h1')) {
        window.__interactiveAt = performance.now();
      }
    }).observe(document, { childList: true, subtree: true });
  `);
  await page.goto(base, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => (window as unknown as { __interactiveAt?: number }).__interactiveAt !== undefined,
  );
  await page.waitForLoadState('networkidle');
  // Idle-time chunks start a moment after the first quiet spell; let them be counted.
  await page.waitForTimeout(3000);
  await page.waitForLoadState('networkidle');
  const { interactiveAt, resources } = await page.evaluate(() => ({
    interactiveAt: (window as unknown as { __interactiveAt: number }).__interactiveAt,
    resources: performance
      .getEntriesByType('resource')
      .map((r) => ({ path: new URL(r.name).pathname, start: r.startTime })),
  }));
  await context.close();
  const assets = resources.filter((r) => r.path.startsWith('/assets/'));
  const before = assets.filter((r) => r.start < interactiveAt).map((r) => r.path);
  const after = assets.filter((r) => r.start >= interactiveAt).map((r) => r.path);
  const js = before.filter((p) => p.endsWith('.js'));
  const css = before.filter((p) => p.endsWith('.css'));
  const files = js.map((p) => ({ file: p.slice('/assets/'.length), gzip: gz(join(dist, p)) }));
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    name: viewport.name,
    files,
    totalJs: files.reduce((sum, f) => sum + f.gzip, 0),
    totalCss: css.reduce((sum, p) => sum + gz(join(dist, p)), 0),
    cssCount: css.length,
    interactiveMs: Math.round(interactiveAt),
    laterJs: after.filter((p) => p.endsWith('.js')).reduce((sum, p) => sum + gz(join(dist, p)), 0),
  };
}

function report(m: Measurement): void {
  const allChunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  console.log(`\n== Home page, ${m.name}: JavaScript before interactive (gzip)`);
  for (const f of m.files.slice(0, Number(process.env.BENCH_LIST ?? 15)))
    console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`);
  if (m.files.length > Number(process.env.BENCH_LIST ?? 15))
    console.log(
      `  ${' '.repeat(7)}    … and ${m.files.length - Number(process.env.BENCH_LIST ?? 15)} smaller files`,
    );
  console.log(
    `  ${kb(m.totalJs).padStart(7)} KB  total in ${m.files.length} files (target ≤ ${TARGET_KB} KB)`,
  );
  console.log(`  CSS (gzip): ${kb(m.totalCss)} KB in ${m.cssCount} files`);
  console.log(`  Loaded after interactive (socket client, idle chunks): ${kb(m.laterJs)} KB`);
  console.log(
    `  Interactive at ${m.interactiveMs} ms after navigation start (loopback, cold cache)`,
  );
  console.log(`  Code split into ${allChunks.length} chunks in all.`);
}
await main();
