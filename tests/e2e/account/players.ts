/** Registration helpers for account e2e stories: a fresh player per test, through the UI. */
import { expect, type Page } from '@playwright/test';

/** A sign-in hashes with argon2id on a shared CI machine: allow it more than a render. */
export const SIGN_IN_MS = 20_000;

let counter = 0;

export function freshPlayer(prefix = 'e2e') {
  counter += 1;
  const name = `${prefix}${Date.now().toString(36).slice(-6)}${counter}`;
  return { name, email: `${name}@example.com`, password: 'a very good passphrase 42' };
}

export type Player = ReturnType<typeof freshPlayer>;

/** Fills the open register form like a player and submits it. */
export async function submitRegistration(page: Page, player: Player): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username' }).fill(player.name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(player.email);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
  await dialog.getByRole('checkbox').nth(0).check();
  await dialog.getByRole('checkbox').nth(1).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
}

/** Opens the register tab, fills it and waits to be signed in. */
export async function registerInUi(page: Page, player: Player): Promise<void> {
  await page.getByRole('button', { name: 'Register' }).first().click();
  await submitRegistration(page, player);
  await expect(page.getByTestId('signed-in-user')).toContainText(player.name, {
    timeout: SIGN_IN_MS,
  });
}

export async function signInInUi(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Username or email' }).fill(identifier);
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign in' }).last().click();
}

export async function signOutInUi(page: Page): Promise<void> {
  await page.getByTestId('signed-in-user').click();
  await page.getByTestId('logout').click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
}
