/**
 * A player's name is public, so anyone can fail to sign in as them: after five failures the
 * name asks for the captcha instead of locking its player out. The player, on another device,
 * signing in by that name, sees why, proves they are a person and signs in with their
 * password. (Their email is counted on its own, so the failures on the name never tell a
 * stranger which email is theirs.)
 */

import { expect, openApp, test } from '../fixtures';
import { csrfHeaders, registerThroughApi, SIGN_IN_MS, signInInUi } from './players';

test.slow();

test('after others fail five times, the player signs in with the captcha', async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  const player = await registerThroughApi(setup, 'captcha');
  await setup.close();

  const stranger = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  const headers = await csrfHeaders(stranger);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const guess = await stranger.request.post('/api/auth/login', {
      headers,
      data: { identifier: player.name, password: `guess number ${attempt}` },
      timeout: SIGN_IN_MS,
    });
    expect(guess.status()).toBe(400);
  }
  await stranger.close();

  await openApp(page, '/');
  await signInInUi(page, player.name, player.password);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Too many failed sign-ins on this account. Complete the verification below, then sign in.',
    { timeout: SIGN_IN_MS },
  );
  const signIn = dialog.getByRole('button', { name: 'Sign in' }).last();
  await expect(signIn).toBeDisabled();
  const captcha = page.getByTestId('sign-in-captcha');
  await captcha.getByText("I'm not a robot").click();
  await expect(captcha.getByText('Verified')).toBeVisible({ timeout: 20_000 });
  await signIn.click();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name, {
    timeout: SIGN_IN_MS,
  });
});
