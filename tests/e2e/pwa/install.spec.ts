/**
 * Installing the app (part 2 §4 'Install flow'): Chromium finds nothing missing for an install,
 * its `beforeinstallprompt` reaches the menu's install entry, and browsers without a native
 * prompt get manual steps or the spec's 'not supported' text. The entry is gone inside the
 * installed app.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/reference-server';
import { expect, openApp, test } from '../fixtures';
import { waitForWorker } from './worker';

/**
 * Headless Chromium cannot show its install prompt, so the test answers it: the real event
 * still fires and reaches the app, only its prompt() and userChoice are the player's stand-in.
 */
async function answerInstallPrompt(page: Page, outcome: 'accepted' | 'dismissed') {
  await page.addInitScript((choice) => {
    (window as unknown as { __bipFired: number }).__bipFired = 0;
    window.addEventListener(
      'beforeinstallprompt',
      (event) => {
        (window as unknown as { __bipFired: number }).__bipFired += 1;
        Object.assign(event, { prompt: async () => {} });
        Object.defineProperty(event, 'userChoice', {
          value: Promise.resolve({ outcome: choice, platform: 'web' }),
        });
      },
      { capture: true },
    );
  }, outcome);
}

test.describe('in a real (persistent) Chromium profile', () => {
  test('the app is installable and the browser prompt drives the install entry', async () => {
    test.setTimeout(120_000);
    const profile = mkdtempSync(join(tmpdir(), 'kadibet-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1400, height: 900 },
      // The config blocks workers for the other stories, and this launcher inherits it.
      serviceWorkers: 'allow',
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await answerInstallPrompt(page, 'accepted');
      await openApp(page, '/');
      await waitForWorker(page);

      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);

      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __bipFired: number }).__bipFired))
        .toBeGreaterThan(0);
      await page.getByTestId('install-app').click();
      await expect(page.getByText('App installed successfully')).toBeVisible();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test('a declined prompt says the installation failed', async ({ page }) => {
  await answerInstallPrompt(page, 'dismissed');
  await openApp(page, '/');
  // A plain test context is incognito and never fires the event; the story dispatches one.
  await page.evaluate(() => window.dispatchEvent(new Event('beforeinstallprompt')));
  await page.getByTestId('install-app').click();
  await expect(page.getByText('App installation failed')).toBeVisible();
});

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

test.describe('on iOS', () => {
  test.use({ userAgent: IPHONE });
  test('shows the Add to Home Screen steps', async ({ page }) => {
    await openApp(page, '/');
    await page.getByTestId('install-app').click();
    const steps = page.getByTestId('install-steps');
    await expect(steps).toContainText('Add to Home Screen');
    await expect(steps.getByRole('listitem')).toHaveCount(3);
  });
});

test.describe('on Firefox for Android', () => {
  test.use({ userAgent: FIREFOX_ANDROID });
  test('shows the menu steps', async ({ page }) => {
    await openApp(page, '/');
    await page.getByTestId('install-app').click();
    await expect(page.getByTestId('install-steps')).toContainText('Add app to Home screen');
  });
});

test('a browser that cannot install says so', async ({ page }) => {
  await page.addInitScript(() => {
    // A [Global] interface keeps its event handler attributes on the object itself.
    delete (window as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt;
    delete (Window.prototype as { onbeforeinstallprompt?: unknown }).onbeforeinstallprompt;
  });
  await openApp(page, '/');
  await page.getByTestId('install-app').click();
  await expect(page.getByTestId('install-unsupported')).toHaveText(
    'Unfortunately the install feature is not supported by your browser.',
  );
});

test('inside the installed app there is nothing to install', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'standalone', { value: true });
  });
  await openApp(page, '/');
  await expect(page.getByTestId('pwa-menu-entries')).toBeAttached();
  await expect(page.getByTestId('install-app')).toHaveCount(0);
});
