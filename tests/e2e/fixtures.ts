/**
 * Shared e2e fixtures: every page fails its test on an uncaught error, a
 * Content-Security-Policy violation or a missing translation, so a route that "renders" but
 * throws or shows message ids cannot pass.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(text))
        problems.push(`csp: ${text}`);
      // A string rendered before its catalog loaded (or missing from it) shows as an id.
      if (text.startsWith('[i18n] missing message')) problems.push(text);
    });
    await use(page);
    expect(problems, 'uncaught errors, CSP violations or missing translations').toEqual([]);
  },
});

export { expect };

/**
 * Waits until the app is interactive: the top bar rendered by React, and the page under it.
 * The first render commits the toolbar first and the page a moment later (AppLayout), and a
 * scroll in between would find nothing to scroll.
 */
export async function openApp(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await waitForPage(page);
}

/** The page's own container, which replaces the first render's placeholder (AppLayout). */
export async function waitForPage(page: Page): Promise<void> {
  await page.locator('#page[data-page-shown]').waitFor({ state: 'attached' });
}

/**
 * Navigates inside the running app the way a link click does (pushState + popstate), so the
 * page is not reloaded and Back returns within the app.
 */
export async function navigateInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => {
    const index = (window.history.state?.__TSR_index as number | undefined) ?? 0;
    window.history.pushState({ __TSR_index: index + 1, key: `e2e${index}` }, '', href);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, url);
}

/** Marks the current document so a test can prove no full reload happened. */
export async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { __e2eMark: boolean }).__e2eMark = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { __e2eMark?: boolean }).__e2eMark === true);
}

/**
 * Scrolls to what is below every page: the bets feed and the footer are built when the player
 * comes near them (once the first screen is up), so a story using them scrolls there first.
 */
export async function scrollToPageEnd(page: Page): Promise<void> {
  // Before the page is rendered its end is at the top, and scrolling there would do nothing.
  await waitForPage(page);
  await page.getByTestId('below-page').scrollIntoViewIfNeeded();
}
