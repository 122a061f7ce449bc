/**
 * Registration helpers for e2e stories: a fresh player per test, through the UI, or through the
 * API with the browser's own cookies for stories that start signed in. Either way a sign-up
 * ends with the code the server mailed, which the stories read from the outbox the way an
 * operator does (`npm run outbox`).
 */
import { expect, type Page } from '@playwright/test';
import { operatorHeaders } from '../support/operator';

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
 * The newest sign-up code mailed to the address, from the outbox through the operator API
 * (which allows 60 calls a minute: a story waits out a refusal rather than fail).
 */
export async function mailedSignupCode(
  page: Page,
  email: string,
  operatorDataDir?: string,
): Promise<string> {
  const url = `/api/operator/outbox?to=${encodeURIComponent(email)}&limit=1`;
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const response = await page.request.get(url, { headers: operatorHeaders(operatorDataDir) });
    if (response.status() === 429) {
      await page.waitForTimeout(Number(response.headers()['retry-after'] ?? '5') * 1000);
      continue;
    }
    expect(response.ok()).toBe(true);
    const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
    const code = /sign-up code: (\d{6})/.exec(messages[0]?.subject ?? '')?.[1];
    if (code) return code;
    await page.waitForTimeout(250);
  }
  throw new Error(`no sign-up code mailed to ${email}`);
}

/**
 * Signs a fresh player up through the API with the browser's own cookies, as the dialog would
 * (the details, then the mailed code), before the app first loads (a loaded app keeps its
 * signed-out state until told otherwise). A story on a server of its own names that server's
 * DATA_DIR, where its operator token is.
 */
export async function registerThroughApi(
  page: Page,
  prefix = 'e2e',
  operatorDataDir?: string,
): Promise<Player> {
  const player = freshPlayer(prefix);
  const headers = await csrfHeaders(page);
  const started = await page.request.post('/api/auth/register', {
    headers,
    data: {
      username: player.name,
      email: player.email,
      password: player.password,
      acceptTerms: true,
      confirmAge: true,
    },
    timeout: SIGN_IN_MS,
  });
  expect(started.ok()).toBe(true);
  const confirmed = await page.request.post('/api/auth/register/confirm', {
    headers,
    data: { code: await mailedSignupCode(page, player.email, operatorDataDir) },
    timeout: SIGN_IN_MS,
  });
  expect(confirmed.ok()).toBe(true);
  return player;
}

/** Types the mailed code into the register tab's second step, which then signs in. */
export async function enterSignupCode(page: Page, email: string): Promise<void> {
  const boxes = page.getByLabel('Sign-up code');
  await expect(boxes.first()).toBeVisible({ timeout: SIGN_IN_MS });
  const code = await mailedSignupCode(page, email);
  await boxes.first().click();
  await page.keyboard.type(code);
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

/** Opens the register tab, fills it, enters the mailed code and waits to be signed in. */
export async function registerInUi(page: Page, player: Player): Promise<void> {
  await page.getByRole('button', { name: 'Register' }).first().click();
  await submitRegistration(page, player);
  await enterSignupCode(page, player.email);
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
