/**
 * A deploy while the player has the app open (part 2 §4): the server restarts with build B,
 * the waiting worker raises the UpdateAvailable dialog, and 'Update Now' reloads into B
 * exactly once — also when the page was not controlled by the old worker (a hard reload, or a
 * first visit). 'Later' keeps the player where they are.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { privateServer } from '../support/private-server';
import { waitForWorker } from './worker';

const BUILD_B = 'dist-e2e-b';
const buildIdOf = (dir: string): string =>
  (
    JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../..', dir, 'build-id.json'), 'utf8'),
    ) as {
      buildId: string;
    }
  ).buildId;

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const server = privateServer(18_700 + Math.floor(Math.random() * 90));
test.afterAll(() => server.dispose());

/** The build the page runs; undefined while it is between two documents. */
const runningBuild = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.build).catch(() => undefined);

function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return () => loads;
}

async function deployBuildB(page: Page): Promise<void> {
  await server.start(BUILD_B);
  await expect(page.getByRole('dialog', { name: 'Update available' })).toBeVisible({
    timeout: 60_000,
  });
}

test('Update Now reloads into the new build exactly once', async ({ page }) => {
  await server.start('dist');
  await page.goto(`${server.baseURL}/`);
  await waitForWorker(page);
  const buildA = buildIdOf('dist');
  expect(await runningBuild(page)).toBe(buildA);

  await deployBuildB(page);
  const loads = countLoads(page);
  await page.getByRole('button', { name: 'Update Now' }).click();
  await expect.poll(() => runningBuild(page), { timeout: 20_000 }).toBe(buildIdOf(BUILD_B));
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.waitForTimeout(6_000); // past the takeover fallback: no second reload
  expect(loads()).toBe(1);
  await expect(page.getByRole('dialog', { name: 'Update available' })).toHaveCount(0);
});

test('an uncontrolled page (hard reload) also reloads into the new build once', async ({
  page,
  context,
}) => {
  await server.start('dist');
  await page.goto(`${server.baseURL}/`);
  await waitForWorker(page);
  // Shift-reload bypasses the worker: the page runs build A without a controller.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.reload', { ignoreCache: true });
  await expect(page.getByTestId('top-bar')).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  await deployBuildB(page);
  const loads = countLoads(page);
  await page.getByRole('button', { name: 'Update Now' }).click();
  await expect.poll(() => runningBuild(page), { timeout: 20_000 }).toBe(buildIdOf(BUILD_B));
  await page.waitForTimeout(6_000);
  expect(loads()).toBe(1);
});

test('Later closes the dialog, keeps the running version and does not offer that build again', async ({
  page,
}) => {
  await server.start('dist');
  await page.goto(`${server.baseURL}/`);
  await waitForWorker(page);
  await deployBuildB(page);
  const loads = countLoads(page);
  await page.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByRole('dialog', { name: 'Update available' })).toHaveCount(0);
  await page.waitForTimeout(2_000);
  expect(loads()).toBe(0);
  expect(await runningBuild(page)).toBe(buildIdOf('dist'));

  // A reload still runs the old build with the new worker waiting: the dialog stays away.
  await page.reload();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.waitForTimeout(6_000); // past the first paint, the registration and its question
  expect(await runningBuild(page)).toBe(buildIdOf('dist'));
  await expect(page.getByRole('dialog', { name: 'Update available' })).toHaveCount(0);
});
