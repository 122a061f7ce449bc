import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/reference-server';

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
await page.addInitScript(
  `window.__long=[];new PerformanceObserver((l)=>{for(const e of l.getEntries())window.__long.push([Math.round(e.startTime),Math.round(e.duration)])}).observe({type:'longtask',buffered:true});`,
);
const t0 = Date.now();
await page.goto('http://127.0.0.1:4616' + (process.argv[2] ?? '/casino'));
await page
  .waitForSelector('[data-testid="bets-feed"]', { timeout: 30000 })
  .catch(() => console.log('no feed'));
console.log('feed after', Date.now() - t0);
console.log(
  JSON.stringify(await page.evaluate(() => (window as unknown as { __long: unknown }).__long)),
);
await browser.close();
