/** The operator's policy pages show their full text under a translated title. */
import { expect, openApp, test } from './fixtures';

const PAGES = [
  ['/about-us', 'About us'],
  ['/terms-and-conditions', 'Terms and conditions'],
  ['/bonus-and-promotion-policy', 'Bonus and promotion policy'],
  ['/privacy-policy', 'Privacy policy'],
  ['/kyc-aml-policy', 'KYC and AML policy'],
  ['/responsible-gambling', 'Responsible gambling'],
  ['/sportsbook-policy', 'Sportsbook policy'],
  ['/game-policy', 'Game policy'],
] as const;

for (const [path, title] of PAGES) {
  test(`${path} shows the operator's text`, async ({ page }) => {
    await openApp(page, path);
    await expect(page.locator('#page h1')).toHaveText(title);
    const body = page.getByTestId('content-body');
    await expect(body.locator('h2').first()).toBeVisible();
    expect(await body.locator('p').count()).toBeGreaterThan(5);
    await expect(body).toContainText('KadiBet');
  });
}

test('content titles are translated', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('kadibet:locale', JSON.stringify('es')),
  );
  await openApp(page, '/privacy-policy');
  await expect(page.locator('#page h1')).not.toHaveText('Privacy policy');
});
