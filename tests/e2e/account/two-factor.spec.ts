/**
 * A player protects their account with an authenticator app: they pair it from the security
 * settings (the test plays the app, computing codes from the secret shown), keep their
 * recovery codes, sign out, and from then on signing in needs a fresh code.
 */
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { expect, openApp, test } from '../fixtures';
import { enterSignupCode } from './players';

const PASSWORD = 'a long and unusual passphrase 42';

/** What the authenticator app shows at a moment, and the 30-second step it belongs to. */
const codeAt = (secret: string, step: number) => generate({ secret, epoch: step * 30 });
const currentStep = () => Math.floor(Date.now() / 30_000);

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Two-factor code').first().click();
  await page.keyboard.type(code);
}

test('a player turns on an authenticator app and then needs its code to sign in', async ({
  page,
}) => {
  // Registration and each sign-in hash a password with argon2id on purpose (~0.5 s each).
  test.setTimeout(90_000);
  const name = `tfa${Date.now().toString(36).slice(-7)}`;
  await openApp(page, '/');
  await page.getByTestId('top-bar').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Create your account' });
  await register.getByLabel('Username').fill(name);
  await register.getByLabel('Email').fill(`${name}@example.com`);
  await register.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await register.getByLabel(/I accept the/).check();
  await register.getByLabel('I am 18 years of age or older').check();
  await register.getByRole('button', { name: 'Create account' }).click();
  await enterSignupCode(page, `${name}@example.com`);
  await expect(register).toHaveCount(0);

  await page.goto('/account-settings?page=security');
  const settings = page.getByTestId('two-factor-settings');
  await expect(settings.getByTestId('two-factor-status')).toHaveText('Off');
  await settings.getByRole('button', { name: 'Use an authenticator app' }).click();
  await expect(
    settings.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  const secret = (await settings.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  const pairingStep = currentStep();
  await typeCode(page, await codeAt(secret, pairingStep));
  const codes = settings.getByTestId('recovery-code');
  await expect(codes).toHaveCount(10);
  await settings.getByRole('button', { name: 'I saved them' }).click();
  await expect(settings.getByTestId('two-factor-status')).toHaveText('On: authenticator app');

  await page.goto('/api/auth/logout');
  await expect(page.getByTestId('top-bar').getByRole('button', { name: 'Login' })).toBeVisible();

  await page.getByTestId('top-bar').getByRole('button', { name: 'Login' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('textbox', { name: 'Username or email' }).fill(name);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await signIn.getByRole('button', { name: 'Sign in' }).click();

  const second = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(second.getByTestId('two-factor-code')).toHaveAttribute('data-variant', 'app');
  // The code that paired the app was spent: an old code is refused like a wrong one.
  await typeCode(page, await codeAt(secret, pairingStep));
  await expect(second.getByRole('alert')).toHaveText('Invalid or expired code');
  await expect(page.getByTestId('top-bar').getByRole('button', { name: 'Login' })).toBeVisible();

  // The app's current code signs the player in; still within the pairing step, the next
  // step's code is used instead (one step of clock drift is allowed).
  await typeCode(page, await codeAt(secret, Math.max(currentStep(), pairingStep + 1)));
  await expect(second).toHaveCount(0);
  await expect(page.getByTestId('top-bar').getByRole('button', { name: 'Login' })).toHaveCount(0);
  await page.goto('/account-settings?page=security');
  await expect(page.getByTestId('two-factor-status')).toHaveText('On: authenticator app');
});
