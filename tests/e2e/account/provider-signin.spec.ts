/**
 * Signing in with Kadi ID, the built-in sandbox identity provider: a visitor continues with it,
 * types who they are on the provider's page, confirms the new account and picks a username;
 * after signing out, the same Kadi ID signs them straight back in. A Kadi ID player sets a
 * first password in security settings and then signs in with username and password. A player
 * with a password links Kadi ID from security settings.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { freshPlayer, registerInUi, SIGN_IN_MS, signInInUi, signOutInUi } from './players';

test.slow();

/** The provider's hosted page: who to be, then Continue. */
async function answerKadiId(page: Page, email: string, name: string): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Sign in with Kadi ID' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Display name').fill(name);
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function continueWithKadiId(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Kadi ID' }).click();
}

/**
 * The signed confirmation tokens leave the address as soon as the app has read them: no
 * history entry, bookmark, shared link or Referer carries them.
 */
async function expectNoTokenInAddress(page: Page): Promise<void> {
  await expect(page).toHaveURL((url) =>
    ['confirmSignup', 'query', 'accessToken'].every((name) => !url.searchParams.has(name)),
  );
}

/** From the landing page to a named Kadi ID account, signed in. */
async function signUpWithKadiId(page: Page, player: ReturnType<typeof freshPlayer>) {
  await openApp(page, '/');
  await continueWithKadiId(page);
  await answerKadiId(page, player.email, 'Kid Player');

  const confirm = page.getByRole('dialog', { name: 'Confirm your sign-up' });
  await expect(confirm).toContainText(player.email);
  await expect(confirm).toContainText('Kadi ID');
  await expectNoTokenInAddress(page);
  // Kept with this history entry instead: a reload still has what the dialog needs.
  await page.reload();
  await expect(confirm).toContainText(player.email);
  await confirm.getByRole('button', { name: 'Create account' }).click();

  const naming = page.getByRole('dialog');
  await naming
    .getByRole('textbox', { name: 'Username' })
    .fill(player.name, { timeout: SIGN_IN_MS });
  await expectNoTokenInAddress(page);
  await naming.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name);
}

test('a visitor signs up with Kadi ID, names the account, and signs back in with it', async ({
  page,
}) => {
  const player = freshPlayer('kid');
  await signUpWithKadiId(page, player);

  await signOutInUi(page);
  await continueWithKadiId(page);
  await answerKadiId(page, player.email, 'Kid Player');
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name, {
    timeout: SIGN_IN_MS,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a Kadi ID player sets a password, then signs in with username and password', async ({
  page,
}) => {
  const player = freshPlayer('kidpw');
  await signUpWithKadiId(page, player);
  await page.goto('/account-settings?page=security');
  const card = page.getByTestId('setting-password');
  await expect(card.getByLabel('Current password')).toHaveCount(0);
  await card.getByLabel('New password').fill(player.password);
  await card.getByRole('button', { name: 'Set a password' }).click();
  await expect(page.getByText('Your password was set.')).toBeVisible();
  // Now an ordinary password account: the card asks for the current one.
  await expect(card.getByLabel('Current password')).toBeVisible();

  await signOutInUi(page);
  await signInInUi(page, player.name, player.password);
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name, {
    timeout: SIGN_IN_MS,
  });
});

test('a player with a password links Kadi ID from security settings', async ({ page }) => {
  const player = freshPlayer('kidlink');
  const kadiEmail = `id-${player.email}`;
  await openApp(page, '/');
  await registerInUi(page, player);
  await page.goto('/account-settings?page=security');
  const card = page.getByTestId('setting-linked');
  await expect(card).toContainText('Not linked');
  await card.getByTestId('link-kadi-id').click();
  await answerKadiId(page, kadiEmail, 'Linker');

  const dialog = page.getByRole('dialog', { name: 'Link your account' });
  await expect(dialog).toContainText('Linker');
  await expectNoTokenInAddress(page);
  await dialog.getByTestId('link-account').click();
  await expect(page.getByText('Your Kadi ID account is linked.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('setting-linked')).toContainText(`Linked to ${kadiEmail}`);
});
