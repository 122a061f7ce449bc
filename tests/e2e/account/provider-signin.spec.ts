/**
 * Signing in with Kadi ID, the built-in sandbox identity provider: a visitor continues with it,
 * types who they are on the provider's page, confirms the new account and picks a username;
 * after signing out, the same Kadi ID signs them straight back in. A player with a password
 * links Kadi ID from security settings.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { freshPlayer, registerInUi, SIGN_IN_MS, signOutInUi } from './players';

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

test('a visitor signs up with Kadi ID, names the account, and signs back in with it', async ({
  page,
}) => {
  const player = freshPlayer('kid');
  await openApp(page, '/');
  await continueWithKadiId(page);
  await answerKadiId(page, player.email, 'Kid Player');

  const confirm = page.getByRole('dialog', { name: 'Confirm your sign-up' });
  await expect(confirm).toContainText(player.email);
  await expect(confirm).toContainText('Kadi ID');
  await confirm.getByRole('button', { name: 'Create account' }).click();

  const naming = page.getByRole('dialog');
  await naming
    .getByRole('textbox', { name: 'Username' })
    .fill(player.name, { timeout: SIGN_IN_MS });
  await naming.getByRole('button', { name: 'Save username' }).click();
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name);

  await signOutInUi(page);
  await continueWithKadiId(page);
  await answerKadiId(page, player.email, 'Kid Player');
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name, {
    timeout: SIGN_IN_MS,
  });
  await expect(page.getByRole('dialog')).toHaveCount(0);
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
  await dialog.getByTestId('link-account').click();
  await expect(page.getByText('Your Kadi ID account is linked.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('setting-linked')).toContainText(`Linked to ${kadiEmail}`);
});
