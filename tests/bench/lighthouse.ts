/**
 * `npm run bench`, second half: what players and search engines see of the home page, measured
 * on the production build served by the real server.
 * - Lighthouse 12 (mobile defaults: Moto G Power emulation, simulated slow 4G and 4× CPU
 *   slowdown) in headless Chromium, RUNS times, for the performance, accessibility,
 *   best-practices and SEO scores; then on the catalogue pages players browse (/casino,
 *   /tag/slots, a provider's page and a game page) for performance, LCP, TBT and CLS, each
 *   the median of its runs, against the home page's bar (PAGE_TARGETS). Each page's first run
 *   in its browser is a warm-up, not counted (runLighthouse). Each score is the median of the
 *   runs, since single performance runs are noisy; every run is printed. For a category under
 *   its target the failing audits are listed with their details (selectors, console messages,
 *   URLs).
 * - The first render of a repeat visit, served by the service worker (./repeat-visit.ts): the
 *   moment an installed app shows its frame, with no network in the way.
 * Prints PASS/FAIL per target and exits non-zero when one is missed.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import {
  CHROMIUM_ARGS,
  CHROMIUM_PATH,
  freePort,
  type RunningServer,
  startReferenceServer,
} from '../support/reference-server';
import { measureRepeatVisits } from './repeat-visit';

const RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
const REPEAT_VISITS = 5;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const TARGETS: Record<Category, number> = {
  performance: 95,
  accessibility: 95,
  'best-practices': 100,
  seo: 95,
};
const REPEAT_VISIT_TARGET_MS = 500;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
const score = (lhr: Result, category: Category) =>
  Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** Runs Lighthouse RUNS times in one headless Chromium; keeps each HTML report in reportDir. */
async function runLighthouse(
  url: string,
  reportDir: string,
  categories: readonly Category[] = CATEGORIES,
): Promise<Result[]> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    logLevel: 'silent',
  });
  try {
    const results: Result[] = [];
    // Run 0 is not counted: a browser that has just started is still busy starting on the
    // same two cores (its first run's CPU benchmark was the lowest of the four, and its score
    // 6-14 points under the next), and the server makes the page's pictures on its first load.
    for (let i = 0; i <= RUNS; i++) {
      const run = await lighthouse(url, {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: [...categories],
        disableFullPageScreenshot: true,
        output: 'html',
      });
      if (!run) throw new Error('Lighthouse returned no result');
      if (i === 0) {
        // Its result is not used, so neither is a failure of it (a fresh browser's first run
        // has failed to load the page once in a few dozen); a later run's failure still stops.
        const failure = run.lhr.runtimeError ? `, ${run.lhr.runtimeError.message}` : '';
        const benchmark = run.lhr.environment.benchmarkIndex;
        console.log(`  run 0 (warm-up, not counted): CPU benchmark ${benchmark}${failure}`);
        continue;
      }
      if (run.lhr.runtimeError) throw new Error(`Lighthouse: ${run.lhr.runtimeError.message}`);
      results.push(run.lhr);
      writeFileSync(join(reportDir, `run-${i}.html`), String(run.report));
      const scores = categories.map((c) => `${c} ${score(run.lhr, c)}`).join(', ');
      // Lighthouse's CPU benchmark: a busy machine scores low and so does its performance.
      console.log(`  run ${i}: ${scores} (CPU benchmark ${run.lhr.environment.benchmarkIndex})`);
    }
    return results;
  } finally {
    chrome.kill();
  }
}

type Item = Record<string, unknown>;

/** Detail rows, with nested tables and lists (LCP element, insights) flattened. */
function rows(details: unknown): Item[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return (items as Item[])
    .filter((item) => item.type !== 'list-section') // an insight's generic advice
    .flatMap((item) => (Array.isArray(item.items) ? rows(item) : [item]));
}

/** One line per detail row: the element, message or URL that makes the audit fail. */
function describe(item: Item): string {
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const node = item.node as Item | undefined;
  const location = item.sourceLocation as Item | undefined;
  const parts = [
    text(node?.selector),
    node?.nodeLabel !== node?.selector && text(node?.nodeLabel) && `"${node?.nodeLabel}"`,
    text(node?.snippet),
    text(node?.explanation)?.split('\n').slice(1).join(' ').trim(),
    text(item.description) ?? text(item.value) ?? text(item.message) ?? text(item.issueType),
    text(item.text) ?? text(item.groupLabel) ?? text(item.phase),
    text(location?.url) ? `${location?.url}:${location?.line}` : text(item.url),
    text(item.href) ?? text(item.source),
    typeof item.wastedBytes === 'number' ? `${Math.round(item.wastedBytes / 1024)} KiB` : '',
    typeof item.total === 'number' ? `${Math.round(item.total)} ms` : '',
    typeof item.duration === 'number' ? `${Math.round(item.duration)} ms` : '',
    typeof item.timing === 'number' ? `${Math.round(item.timing)} ms` : '',
  ];
  return parts.filter(Boolean).join('  |  ');
}

function failingAudits(lhr: Result, category: Category): Result['audits'][string][] {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined)
    .filter((audit) => audit.score !== null && audit.score < 1)
    .filter((audit) => ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode));
}

/** The failing audits of the picked runs under target; runs failing the same audits merge. */
function printFailingAudits(runs: Result[], picked: Result[], category: Category): void {
  const printed = new Map<string, number>();
  for (const [i, lhr] of runs.entries()) {
    if (!picked.includes(lhr) || score(lhr, category) >= TARGETS[category]) continue;
    const audits = failingAudits(lhr, category);
    const key = audits.map((audit) => audit.id).join();
    if (printed.has(key)) {
      console.log(`  run ${i + 1}: the same audits as run ${printed.get(key)}`);
      continue;
    }
    printed.set(key, i + 1);
    console.log(`  run ${i + 1}:`);
    for (const audit of audits) {
      const value = audit.displayValue ? ` (${audit.displayValue})` : '';
      console.log(`    ✗ ${audit.id}: ${audit.title}${value}`);
      if (audit.explanation) console.log(`        ${audit.explanation}`);
      const lines = rows(audit.details).map(describe).filter(Boolean);
      for (const line of lines.slice(0, 8)) console.log(`        - ${line}`);
      if (lines.length > 8) console.log(`        … and ${lines.length - 8} more`);
    }
  }
}

/** The catalogue pages' targets on a phone (issue 20): as fast as the home page. */
const PAGE_TARGETS = { performance: 95, lcpMs: 2_000, tbtMs: 200, cls: 0 };

interface PageFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** Each figure's median over the runs (3 runs: the middle one). */
function pageFigures(runs: Result[]): PageFigures {
  return {
    performance: median(runs.map((lhr) => score(lhr, 'performance'))),
    lcpMs: median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    tbtMs: median(runs.map((lhr) => metric(lhr, 'total-blocking-time'))),
    cls: median(runs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
  };
}

/** A provider with games, the tag list and one third-party game page, from the catalogue. */
async function cataloguePages(base: string): Promise<string[]> {
  const response = await fetch(`${base}/api/tp-games/essentials`);
  if (!response.ok) throw new Error(`essentials answered ${response.status}`);
  const { games, providers } = (await response.json()) as {
    games: { identifier: string; provider: string; overrideLink: string | null }[];
    providers: { slug: string; name: string; gameCount: number }[];
  };
  const provider =
    providers.find((p) => p.slug === 'sawtooth') ?? providers.find((p) => p.gameCount > 0);
  const game = games.find((g) => g.provider === provider?.name && !g.overrideLink) ?? games[0];
  if (!provider || !game) throw new Error('the catalogue has no provider or game to measure');
  return ['/casino', '/tag/slots', `/provider/${provider.slug}`, `/game/${game.identifier}`];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-lighthouse-'));
  let server: RunningServer | undefined;
  // The server must stop however this script ends: an error in a callback (a browser that does
  // not start) or a signal skips the finally below, not the process's exit event.
  process.once('exit', () => server?.process.kill('SIGTERM'));
  process.once('SIGTERM', () => process.exit(143));
  process.once('SIGINT', () => process.exit(130));
  const verdicts: boolean[] = [];
  const verdict = (pass: boolean, line: string) => {
    verdicts.push(pass);
    console.log(`${pass ? 'PASS' : 'FAIL'}: ${line}`);
  };
  try {
    server = await startReferenceServer({
      port: await freePort(),
      dataDir,
      // The server's thumbnail warm-up (all games) would take a core for minutes: each page's
      // own pictures are made by its warm-up run instead (runLighthouse).
      env: { IMAGE_PRERENDER_GAMES: '0' },
    });
    const base = server.baseURL;

    console.log(`\n== Lighthouse ${RUNS}× on / (mobile, simulated throttling)`);
    const reportDir = mkdtempSync(join(tmpdir(), 'kadibet-lighthouse-reports-'));
    const runs = await runLighthouse(`${base}/`, reportDir);
    const medianPerformance = median(runs.map((lhr) => score(lhr, 'performance')));
    const middle = runs.find((lhr) => score(lhr, 'performance') === medianPerformance) as Result;
    const metrics = METRICS.map((id) => `${id} ${middle.audits[id]?.displayValue ?? '?'}`);
    console.log(`  median performance run ${runs.indexOf(middle) + 1}: ${metrics.join(', ')}`);
    console.log(`  HTML reports: ${reportDir}/run-N.html`);

    console.log(`\n== Repeat visit served by the service worker, ${REPEAT_VISITS}×`);
    const visits = await measureRepeatVisits(base, REPEAT_VISITS);
    for (const [i, v] of visits.entries()) {
      console.log(
        `  visit ${i + 1}: top bar ${v.topBarMs} ms, first contentful paint ${v.fcpMs} ms`,
      );
    }
    const topBar = median(visits.map((v) => v.topBarMs));
    const fcp = median(visits.map((v) => v.fcpMs));
    console.log(`  median: top bar ${topBar} ms, first contentful paint ${fcp} ms\n`);

    for (const category of CATEGORIES) {
      const scores = runs.map((lhr) => score(lhr, category));
      const result = median(scores);
      const target = TARGETS[category];
      const pass = result >= target;
      verdict(pass, `Lighthouse ${category} ${result} (target ≥ ${target}; runs ${scores})`);
      // Performance varies run to run: its audits are listed for the median run only, when
      // the median misses. Other categories are listed for every run that missed (a console
      // error in one run of three is still a bug).
      if (category === 'performance') {
        if (!pass) printFailingAudits(runs, [middle], category);
      } else printFailingAudits(runs, runs, category);
    }
    verdict(
      topBar < REPEAT_VISIT_TARGET_MS,
      `repeat visit top bar at ${topBar} ms, FCP ${fcp} ms (target < ${REPEAT_VISIT_TARGET_MS} ms)`,
    );

    for (const path of await cataloguePages(base)) {
      console.log(`\n== Lighthouse ${RUNS}× on ${path} (mobile, simulated throttling)`);
      const dir = mkdtempSync(join(tmpdir(), 'kadibet-lighthouse-reports-'));
      const figures = pageFigures(await runLighthouse(`${base}${path}`, dir, ['performance']));
      console.log(`  HTML reports: ${dir}/run-N.html`);
      const t = PAGE_TARGETS;
      verdict(
        figures.performance >= t.performance &&
          figures.lcpMs <= t.lcpMs &&
          figures.tbtMs <= t.tbtMs &&
          figures.cls <= t.cls,
        `${path}: performance ${figures.performance} (≥ ${t.performance}), LCP ${(figures.lcpMs / 1000).toFixed(2)} s (≤ ${t.lcpMs / 1000} s), TBT ${Math.round(figures.tbtMs)} ms (≤ ${t.tbtMs} ms), CLS ${figures.cls.toFixed(3)} (${t.cls}); medians of ${RUNS}`,
      );
    }
    if (verdicts.includes(false)) process.exitCode = 1;
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
