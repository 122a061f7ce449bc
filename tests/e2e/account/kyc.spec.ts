/**
 * Identity verification as a player lives it: the level-1 details form refuses wrong details
 * field by field and saves nothing, then accepts the corrected ones; and a player the operator
 * asks to verify is sent to the verification tab at the level they must complete.
 */
import { expect, openApp, test } from '../fixtures';
import { operatorHeaders } from '../support/operator';
import { registerThroughApi } from './players';

test('completes KYC level 1 with invalid then valid input', async ({ page }) => {
  await registerThroughApi(page, 'kyc');
  await openApp(page, '/account-settings?page=verification');
  const level1 = page.getByTestId('kyc-level-1');
  await expect(level1.getByTestId('kyc-level-status')).toHaveText('Not started');
  await expect(page.getByTestId('kyc-level-2')).toContainText('Complete level 1 first.');

  const form = page.getByTestId('kyc-level1-form');
  await form.getByLabel('First name').fill('R2-D2');
  await form.getByLabel('Last name').fill('Wanjiru');
  await form.getByLabel('Date of birth').fill('2015-03-01');
  await form.getByRole('combobox', { name: 'Country' }).fill('Kenya');
  await page.getByRole('option', { name: 'Kenya' }).click();
  await form.getByLabel('Address line 1').fill('12 Moi Avenue');
  await form.getByLabel('City').fill('Nairobi');
  await form.getByLabel('Postal code').fill('00100');
  await form.getByLabel('Phone number').fill('0712 345 678');
  await form.getByRole('button', { name: 'Submit details' }).click();

  await expect(form).toContainText(
    'Use letters, spaces, hyphens and apostrophes only (at most 50).',
  );
  await expect(form).toContainText('You must be at least 18 years old.');
  await expect(form).toContainText('Enter the number in international format, like +254712345678.');
  // Nothing was sent: the level is still not started, on the server too.
  const before = await page.request.get('/api/kyc/status');
  expect((await before.json()).levels[0].status).toBe('not_started');

  await form.getByLabel('First name').fill('Amélie');
  await form.getByLabel('Date of birth').fill('1990-02-28');
  await form.getByLabel('Phone number').fill('+254 712 345 678');
  await form.getByRole('button', { name: 'Submit details' }).click();

  await expect(level1.getByTestId('kyc-level-status')).toHaveText('Verified');
  await expect(form).toHaveCount(0);
  // Level 2 opens: its documents can now be uploaded.
  await expect(page.getByTestId('kyc-document-identity_front')).toBeVisible();
  await expect(
    page.getByTestId('kyc-level-2').getByRole('button', { name: 'Upload' }).first(),
  ).toBeVisible();
});

test('a player the operator asks to verify is sent to the level they must complete', async ({
  page,
}) => {
  const { name: username } = await registerThroughApi(page, 'kyc');
  // The live path: the operator's change reaches this tab once its socket is connected.
  const connected = new Promise<void>((resolve) => {
    page.on('websocket', (ws) =>
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).startsWith('40')) resolve();
      }),
    );
  });
  await openApp(page, '/casino');
  await connected;

  const response = await page.request.post('/api/operator/kyc/override', {
    headers: operatorHeaders(),
    data: { userName: username, level: 2 },
  });
  expect(response.ok()).toBe(true);

  // A push, a refetch of the player and a navigation: on a loaded machine more than the
  // default 7 s (one full `npm test` here missed it while both e2e workers were busy).
  await expect(page).toHaveURL(/\/account-settings\?page=verification&kycLevel=1$/, {
    timeout: 20_000,
  });
  await expect(page.getByTestId('kyc-level-1')).toContainText('Needed now');

  // Elsewhere in the site the rule applies again, on a fresh load too.
  await openApp(page, '/casino');
  await expect(page).toHaveURL(/\/account-settings\?page=verification&kycLevel=1$/);
  await expect(page.getByTestId('kyc-level1-form')).toBeVisible();
});
