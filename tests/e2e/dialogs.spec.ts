/**
 * Dialogs open from the address (?modal=KEY plus parameters), close with Back without reloading
 * the page, and dialogs that need an account ask a visitor to sign in first.
 */
import { expect, markDocument, navigateInApp, openApp, scrollToPageEnd, test } from './fixtures';

/** Every key of spec part 1 §2.7, with parameters, and the title a visitor sees. */
const DIALOGS: Array<{ key: string; params?: string; title: string }> = [
  { key: 'affiliate', params: 'days=30', title: 'Sign in' },
  { key: 'accountClose', title: 'Sign in' },
  { key: 'cashier', params: 'tab=deposit', title: 'Sign in' },
  { key: 'freePlay', params: 'expanded=true', title: 'Free play' },
  { key: 'redeem', title: 'Redeem' },
  { key: 'history', params: 'tab=bets', title: 'Sign in' },
  { key: 'historyDetails', params: 'tabKey=bets&row=1', title: 'Sign in' },
  { key: 'auth', params: 'tab=login', title: 'Sign in' },
  { key: 'UpdateAvailable', title: 'Update available' },
  { key: 'setUsername', title: 'Sign in' },
  { key: 'roowards', title: 'Sign in' },
  { key: 'regionRestricted', title: 'Region restricted' },
  { key: 'kothLeaderboard', title: 'King of the Hill leaderboard' },
  { key: 'koth', title: 'King of the Hill' },
  { key: 'locale', title: 'Language' },
  { key: 'fairness', params: 'gameName=dice', title: 'Provably fair' },
  { key: 'game', params: 'id=sawtooth-iron-bandit&gameName=Iron%20Bandit', title: 'Iron Bandit' },
  { key: 'profile', params: 'user=amina', title: 'Sign in' },
  {
    key: 'confirmAccountLink',
    params: 'provider=ember&userId=u1&uniqueId=x9&name=Amina',
    title: 'Link your account',
  },
  { key: 'confirmSignup', params: 'query=abc', title: 'Confirm your sign-up' },
  { key: 'walletSettings', params: 'userId=u1', title: 'Sign in' },
  { key: 'notifications', params: 'tab=messages', title: 'Sign in' },
  { key: 'twoFactorCode', title: 'Two-factor authentication' },
  { key: 'twoFactorConfirm', params: 'isEmail=true', title: 'Sign in' },
  { key: 'pokerRules', params: 'gameType=Speed', title: 'Kadi rules' },
];

test.describe('each dialog key opens from the address and closes with Back', () => {
  for (const { key, params, title } of DIALOGS) {
    test(`?modal=${key}`, async ({ page }) => {
      await openApp(page, '/about-us');
      const stillSameDocument = await markDocument(page);
      await navigateInApp(page, `/about-us?modal=${key}${params ? `&${params}` : ''}`);
      const dialog = page.getByRole('dialog', { name: title });
      await expect(dialog).toBeVisible();
      await page.goBack();
      await expect(dialog).toHaveCount(0);
      await expect(page).toHaveURL(/\/about-us$/);
      expect(await stillSameDocument()).toBe(true);
    });
  }
});

test('a dialog opened from a button adds ?modal and its close button removes it', async ({
  page,
}) => {
  await openApp(page, '/about-us');
  await page.getByTestId('top-bar').getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/modal=auth/);
  await expect(page).toHaveURL(/tab=register/);
  const dialog = page.getByRole('dialog', { name: 'Create your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/about-us$/);
});

test('a visitor opening the cashier signs in first; the address keeps the wanted dialog', async ({
  page,
}) => {
  await openApp(page, '/?modal=cashier&tab=withdraw');
  await expect(page.getByRole('dialog', { name: 'Sign in' })).toBeVisible();
  await expect(page).toHaveURL(/modal=cashier/);
});

test('an unknown dialog key is ignored', async ({ page }) => {
  await openApp(page, '/?modal=stealMoney');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a dialog that cannot load shows a toast and the new-update notice', async ({ page }) => {
  await page.route(/\/assets\/(LocaleDialog|dialogs)[^/]*\.js$/, (route) =>
    route.fulfill({ status: 404, body: '' }),
  );
  await openApp(page, '/about-us');
  await scrollToPageEnd(page);
  await page.getByTestId('footer-language').click();
  await expect(page.getByText('This dialog could not be loaded.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('global-banner')).toContainText(
    'New update! Please refresh this page.',
  );
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test.describe('dialogs the address asks for on load', () => {
  test('twofactorRequired opens the two-factor dialog', async ({ page }) => {
    await openApp(page, '/?twofactorRequired=true');
    await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeVisible();
  });

  test('twofactorEmail opens the email two-factor dialog', async ({ page }) => {
    await openApp(page, '/?twofactorEmail=amina%40example.com');
    await expect(page.getByRole('dialog', { name: 'Two-factor authentication' })).toBeVisible();
  });

  test('confirmSignup opens the sign-up confirmation', async ({ page }) => {
    await openApp(page, '/?confirmSignup=token123');
    await expect(page.getByRole('dialog', { name: 'Confirm your sign-up' })).toBeVisible();
    // The dialog is in the address; its token is not (it stays with the history entry).
    await expect(page).toHaveURL(
      (url) => url.searchParams.get('modal') === 'confirmSignup' && !url.href.includes('token123'),
    );
  });

  test('confirmAccountLink with provider, uniqueId and userId opens the link dialog', async ({
    page,
  }) => {
    await openApp(page, '/?confirmAccountLink=true&provider=ember&uniqueId=x9&userId=u1');
    await expect(page.getByRole('dialog', { name: 'Link your account' })).toBeVisible();
  });

  test('confirmAccountLink without its ids opens nothing', async ({ page }) => {
    await openApp(page, '/?confirmAccountLink=true&provider=ember');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('auth messages become toasts and the successes leave the address', async ({ page }) => {
    const successes = encodeURIComponent(JSON.stringify(['Welcome back!']));
    const errors = encodeURIComponent(JSON.stringify(['That link has expired.']));
    await openApp(page, `/?authSuccesses=${successes}&authErrors=${errors}`);
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText('That link has expired.')).toBeVisible();
    await expect(page).not.toHaveURL(/authSuccesses/);
  });

  test("emailVerified=true says 'Email verified.'", async ({ page }) => {
    await openApp(page, '/?emailVerified=true');
    await expect(page.getByText('Email verified.')).toBeVisible();
    await expect(page).not.toHaveURL(/emailVerified/);
  });

  test('a visitor from a restricted region sees the region dialog once', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-e2e-country': 'US' });
    await openApp(page, '/');
    const dialog = page.getByRole('dialog', { name: 'Region restricted' });
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId('top-bar')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(dialog).toHaveCount(0);
  });
});
