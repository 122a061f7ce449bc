/**
 * Registration helpers for e2e stories: a fresh player per test, through the UI, or through the
 * API with the browser's own cookies for stories that start signed in.
 */
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

/** The CSRF header for API calls made with the browser's own cookies (it fetches the cookie). */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  await page.request.get('/api/csrf');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'kb_csrf')?.value ?? '';
  return { 'x-csrf-token': csrf };
}

/**
 * Signs a fresh player up through the API with the browser's own cookies, as the dialog would,
 * before the app first loads (a loaded app keeps its signed-out state until told otherwise).
 */
export async function registerThroughApi(page: Page, prefix = 'e2e'): Promise<Player> {
  const player = freshPlayer(prefix);
  const response = await page.request.post('/api/auth/register', {
    headers: await csrfHeaders(page),
    data: {
      username: player.name,
      email: player.email,
      password: player.password,
      acceptTerms: true,
      confirmAge: true,
    },
    timeout: SIGN_IN_MS,
  });
  expect(response.ok()).toBe(true);
  return player;
}

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
