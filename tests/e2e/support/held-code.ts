/**
 * The app's code held back, as on a slow phone link, so a story can look at what the page's
 * own HTML draws (index.html's boot frame) before the app has run, then let the app start.
 */
import type { Locator, Page } from '@playwright/test';

export async function holdAppCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Where each element is drawn, rounded to a tenth of a pixel. */
export function boxesOf(locators: Locator[]): Promise<number[][]> {
  return Promise.all(
    locators.map(async (locator) => {
      const box = await locator.boundingBox();
      if (!box) throw new Error(`${locator} is not drawn`);
      return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10);
    }),
  );
}
