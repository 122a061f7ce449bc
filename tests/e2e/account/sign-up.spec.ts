/**
 * Sign-up never tells whether an address already has an account: someone registering with a
 * player's email gets the same code step as anyone, the player gets a note instead of a code,
 * and no code finishes it; the visitor goes back, fixes the address and carries on.
 */
import type { Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { operatorHeaders } from '../support/operator';
import {
  enterSignupCode,
  freshPlayer,
  registerThroughApi,
  SIGN_IN_MS,
  submitRegistration,
} from './players';

test.slow();

async function newestSubject(page: Page, email: string): Promise<string | undefined> {
  const response = await page.request.get(
    `/api/operator/outbox?to=${encodeURIComponent(email)}&limit=1`,
    { headers: operatorHeaders() },
  );
  const { messages } = (await response.json()) as { messages: Array<{ subject: string }> };
  return messages[0]?.subject;
}

test('registering with a taken email looks like any sign-up; the owner is told', async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  const owner = await registerThroughApi(setup, 'owner');
  await setup.close();

  const visitor = freshPlayer('visitor');
  await openApp(page, '/');
  await page.getByRole('button', { name: 'Register' }).first().click();
  await submitRegistration(page, { ...visitor, email: owner.email });
  const step = page.getByTestId('signup-code');
  await expect(step).toContainText(`We sent a 6-digit code to ${owner.email}.`, {
    timeout: SIGN_IN_MS,
  });
  await expect
    .poll(() => newestSubject(page, owner.email))
    .toBe('You already have a KadiBet account');

  await page.getByLabel('Sign-up code').first().click();
  await page.keyboard.type('123456');
  await expect(step.getByRole('alert')).toContainText('Invalid or expired code');

  await step.getByRole('button', { name: 'Change your details' }).click();
  const form = page.getByTestId('register-form');
  await expect(form.getByRole('textbox', { name: 'Username' })).toHaveValue(visitor.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(visitor.email);
  await form.getByRole('button', { name: 'Create account' }).click();
  await enterSignupCode(page, visitor.email);
  await expect(page.getByTestId('signed-in-user')).toContainText(visitor.name, {
    timeout: SIGN_IN_MS,
  });
});
