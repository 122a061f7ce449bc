/**
 * A player's account story: registers, is signed in, reloads and is still signed in, signs
 * out, signs in again (told when they last signed in), changes language and finds it saved
 * on their account after signing in elsewhere; and a wrong password is refused in words.
 */
import { expect, openApp, test } from '../fixtures';
import { freshPlayer, registerInUi, SIGN_IN_MS, signInInUi, signOutInUi } from './players';

// Several sign-ins (argon2id on purpose) and page loads per story.
test.slow();

test('register, reload, sign out, sign in again', async ({ page }) => {
  const player = freshPlayer();
  await openApp(page, '/');
  await registerInUi(page, player);

  await page.reload();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name);
  // The signed-in top bar: rewards and messages beside the profile menu.
  await page.getByTestId('top-bar-rewards').click();
  await expect(page.getByRole('dialog', { name: 'Roowards' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByTestId('top-bar-messages').click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signOutInUi(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await signInInUi(page, player.name, 'not my password');
  await expect(page.getByRole('dialog')).toContainText('Invalid username or password');

  await page
    .getByRole('dialog')
    .getByRole('textbox', { name: 'Password', exact: true })
    .fill(player.password);
  await page.getByRole('dialog').getByRole('button', { name: 'Sign in' }).last().click();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name, {
    timeout: SIGN_IN_MS,
  });
  await expect(page.getByText(/Last sign-in:/)).toBeVisible();
});

test('the language a player picks is saved on their account', async ({
  page,
  browser,
  baseURL,
}) => {
  const player = freshPlayer();
  await openApp(page, '/');
  await registerInUi(page, player);
  await page.goto('/account-settings?page=preferences');
  await page.getByTestId('language-select').click();
  await page.getByRole('option', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect
    .poll(async () => (await page.request.get('/api/account/get')).json())
    .toMatchObject({ locale: 'es' });

  // Another device, in English, signs in and gets the player's language.
  const other = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  await other.goto('/');
  await expect(other.getByTestId('top-bar')).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'en');
  await signInInUi(other, player.email, player.password);
  await expect(other.locator('html')).toHaveAttribute('lang', 'es', { timeout: SIGN_IN_MS });
  await other.close();
});

test('signing out everywhere ends the other devices too', async ({ page, browser, baseURL }) => {
  const player = freshPlayer();
  await openApp(page, '/');
  await registerInUi(page, player);
  const laptop = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  await laptop.goto('/');
  await signInInUi(laptop, player.name, player.password);
  await expect(laptop.getByTestId('signed-in-user')).toBeVisible({ timeout: SIGN_IN_MS });

  await page.goto('/account-settings?page=security');
  await expect(page.getByTestId('session-row')).toHaveCount(2);
  await page.getByTestId('logout-everywhere').click();
  await expect(page).toHaveURL(/modal=auth/);

  await laptop.reload();
  await expect(laptop.getByRole('button', { name: 'Login' })).toBeVisible();
  await laptop.close();
});
