/**
 * Refer and earn, as players live it: a player finds their referral link; a visitor arrives
 * through it from an affiliate network's click (kept as the cellxpert cookie and a local
 * record), signs up, and the new account's tracking reaches the server; the referrer then sees
 * the new player in their referral statistics.
 */
import type { Page } from '@playwright/test';
import { expect as baseExpect, openApp, test } from '../fixtures';
import { enterSignupCode } from './players';

// Dialogs and the full catalog load lazily, and each sign-up hashes a password with argon2id:
// on a busy 2-core machine a step can take longer than the default 7 s.
const expect = baseExpect.configure({ timeout: 20_000 });

function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
}

async function register(page: Page, name: string): Promise<void> {
  const form = page.getByTestId('register-form');
  await expect(form).toBeVisible();
  await form.getByLabel('Username').fill(name);
  await form.getByLabel('Email').fill(`${name}@example.com`);
  await form.locator('input[autocomplete="new-password"]').fill('correct horse battery staple');
  await form.getByLabel(/I accept the/).check();
  await form.getByLabel('I am 18 years of age or older').check();
  await form.getByRole('button', { name: 'Create account' }).click();
  await enterSignupCode(page, `${name}@example.com`);
  await expect(page.getByTestId('signup-code')).toBeHidden();
}

test('a visitor who arrives through a referral link shows up in the referrer’s statistics', async ({
  page,
  browser,
}) => {
  // Two sign-ups and four page loads in two browsers.
  test.setTimeout(120_000);
  const referrer = uniqueName('alice');
  await openApp(page, '/?modal=auth&tab=register');
  await register(page, referrer);

  await openApp(page, '/?modal=affiliate&days=30');
  const link = page.getByTestId('affiliate-link');
  await expect(link).toHaveValue(new RegExp(`/\\?ref=${referrer}$`));
  await expect(page.getByTestId('affiliate-empty')).toBeVisible();
  const referralLink = await link.inputValue();

  const newcomer = uniqueName('bob');
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await openApp(visitor, `${referralLink}&cxd=click_123&cxAffId=77&utm_source=newsletter`);
    await expect
      .poll(async () => (await visitorContext.cookies()).find((c) => c.name === 'cellxpert'))
      .toMatchObject({ path: '/', sameSite: 'Lax' });
    const cookie = (await visitorContext.cookies()).find((c) => c.name === 'cellxpert');
    expect(JSON.parse(decodeURIComponent(cookie?.value ?? ''))).toEqual({
      cxd: 'click_123',
      cxAffId: '77',
    });
    // About 30 days from now.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600);
    const record = await visitor.evaluate(() => localStorage.getItem('kadibet:affiliate-record'));
    expect(JSON.parse(record ?? 'null')).toMatchObject({ cxd: 'click_123', cxAffId: '77' });

    const referral = visitor.waitForResponse((r) => r.url().endsWith('/api/crm/ref'));
    const utm = visitor.waitForResponse((r) => r.url().endsWith('/api/crm/setUTMVariables'));
    await visitor.getByRole('button', { name: 'Register' }).first().click();
    await register(visitor, newcomer);
    const referralResponse = await referral;
    expect(referralResponse.request().postDataJSON()).toEqual({
      affiliateName: referrer,
      cxd: 'click_123',
      cxAffId: '77',
    });
    expect(await referralResponse.json()).toEqual({ ok: true, stored: true });
    expect(await (await utm).json()).toEqual({ ok: true, stored: true });
    // The handed-over marketing data is forgotten; the affiliate record lives out its 30 days.
    await expect
      .poll(() => visitor.evaluate(() => localStorage.getItem('kadibet:tracking-pending')))
      .toBe('null');
  } finally {
    await visitorContext.close();
  }

  await page.reload();
  const referred = page.getByTestId('affiliate-referred');
  await expect(referred).toBeVisible();
  await expect(referred.getByRole('cell', { name: newcomer })).toBeVisible();
  await expect(page.getByTestId('affiliate-referred-count')).toHaveText('1');
  await expect(page.getByTestId('affiliate-earnings')).toHaveText('$0.00');
});

test('the clear flag forgets the stored affiliate record and its cookie', async ({
  page,
  context,
}) => {
  await openApp(page, '/?cxd=click_9&cxAffId=5');
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'cellxpert'))
    .toBe(true);
  await openApp(page, '/?cxClear=true');
  await expect
    .poll(async () => (await context.cookies()).some((c) => c.name === 'cellxpert'))
    .toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('kadibet:affiliate-record'))).toBe('null');
});
