/**
 * The full-screen search (spec part 2 §2) against the real catalogue: opened from the top bar
 * (desktop) or the bottom bar (mobile), the search box takes focus, a misspelt title is found,
 * a category narrows the list, and Escape or the backdrop closes it.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';

const search = (page: Page) => page.getByRole('dialog', { name: 'Search games' });
const results = (page: Page) => search(page).getByTestId('game-thumbnail');
/**
 * The dialog's first opening loads its code and strings, and its first results wait for the
 * whole catalogue (about 2 MB of JSON, parsed and sorted); with the other worker busy either
 * has taken longer than the default 7 s.
 */
const CATALOGUE_LOAD = { timeout: 20_000 };

test('pointing at the search starts loading the catalogue before the click', async ({ page }) => {
  await openApp(page, '/');
  const essentials = page.waitForRequest(/\/api\/tp-games\/essentials/);
  await page.getByTestId('top-bar').getByRole('button', { name: 'Search games' }).hover();
  await essentials;
  await expect(search(page)).toHaveCount(0);
});

test('opens from the top bar, focuses the box, finds a misspelt title, closes on Escape', async ({
  page,
}) => {
  await openApp(page, '/');
  await page.getByTestId('top-bar').getByRole('button', { name: 'Search games' }).click();
  const box = search(page).getByTestId('list-search');
  // The dialog's code and strings load on first use.
  await expect(box).toBeVisible(CATALOGUE_LOAD);
  await expect(box).toBeFocused();
  // 30 per page.
  await expect(results(page)).toHaveCount(30, CATALOGUE_LOAD);

  const title = (await results(page).nth(3).locator('a').getAttribute('title')) ?? '';
  const typo = title.length > 4 ? title.slice(0, 2) + title.slice(3) : title;
  await page.keyboard.type(typo);
  await expect
    .poll(() =>
      results(page)
        .locator('a')
        .evaluateAll((a) => a.map((e) => e.getAttribute('title'))),
    )
    .toContain(title);

  await page.keyboard.press('Escape');
  await expect(search(page)).toHaveCount(0);
});

test('a category lists its games and a click on the backdrop closes the search', async ({
  page,
}) => {
  await openApp(page, '/');
  await page.getByTestId('top-bar').getByRole('button', { name: 'Search games' }).click();
  await expect(results(page).first()).toBeVisible(CATALOGUE_LOAD);
  await search(page).getByText('Own games').click();
  // The operator's own games link to their own pages.
  await expect(results(page).first().locator('a')).toHaveAttribute('href', /^\/(?!game\/)/);
  await page.mouse.click(5, 5);
  await expect(search(page)).toHaveCount(0);
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the bottom bar’s Search opens it', async ({ page }) => {
    await openApp(page, '/');
    await page.getByTestId('bottom-nav').getByRole('button', { name: 'Search' }).click();
    await expect(search(page).getByTestId('list-search')).toBeVisible(CATALOGUE_LOAD);
    await expect(search(page).getByTestId('list-search')).toBeFocused();
    await expect(results(page).first()).toBeVisible(CATALOGUE_LOAD);
  });
});
