/**
 * `npm run bench`: loads the production home page in Chromium from the real server and prints
 * the gzipped size of the JavaScript it loads before it is interactive (target: 180 KB), the
 * CSS it loads, the time to interactive on loopback, and how the rest of the code is split.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const TARGET_KB = 180;
const root = resolve(import.meta.dirname, '../..');
const dist = join(root, 'dist');
const port = 18_600 + Math.floor(Math.random() * 300);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gz = (file: string) => gzipSync(readFileSync(file)).length;

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'kadibet-bench-'));
  const server = spawn(join(root, 'node_modules/.bin/tsx'), ['server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${base}/api/health`, 60_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const page = await browser.newPage();
    const loaded: string[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.startsWith('/assets/')) loaded.push(path);
    });
    const started = Date.now();
    await page.goto(base, { waitUntil: 'domcontentloaded' });
    await page.getByTestId('top-bar').waitFor();
    await page.waitForLoadState('networkidle');
    const interactiveMs = Date.now() - started;
    await browser.close();

    const js = loaded.filter((p) => p.endsWith('.js'));
    const css = loaded.filter((p) => p.endsWith('.css'));
    const sized = js.map((p) => ({ file: p.slice('/assets/'.length), gzip: gz(join(dist, p)) }));
    sized.sort((a, b) => b.gzip - a.gzip);
    const totalJs = sized.reduce((sum, f) => sum + f.gzip, 0);
    const totalCss = css.reduce((sum, p) => sum + gz(join(dist, p)), 0);
    const allChunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));

    console.log('\nHome page JavaScript before interactive (gzip):');
    for (const f of sized) console.log(`  ${kb(f.gzip).padStart(7)} KB  ${f.file}`);
    console.log(`  ${'-'.repeat(7)}`);
    console.log(
      `  ${kb(totalJs).padStart(7)} KB  total in ${sized.length} files (target ≤ ${TARGET_KB} KB)`,
    );
    console.log(`\nHome page CSS (gzip): ${kb(totalCss)} KB in ${css.length} files`);
    console.log(`Time to interactive on loopback, cold cache: ${interactiveMs} ms`);
    console.log(
      `Code split into ${allChunks.length} chunks; the home page loads ${sized.length} of them.`,
    );
    const verdict = totalJs / 1024 <= TARGET_KB ? 'PASS' : 'FAIL';
    console.log(`\n${verdict}: ${kb(totalJs)} KB of ${TARGET_KB} KB\n`);
    if (verdict === 'FAIL') process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
