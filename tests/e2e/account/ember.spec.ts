/**
 * Linking an Ember account from a link: the player confirms and the server links it; a second
 * player following the same link is told it belongs to someone else (ember.linkFailure).
 */
import { expect, openApp, test } from '../fixtures';
import { freshPlayer, registerInUi } from './players';

test.slow();

test('a player links their Ember account; another player cannot take the same one', async ({
  page,
  browser,
  baseURL,
}) => {
  const emberId = `ember-${Date.now().toString(36)}`;
  const link = `/?confirmAccountLink=true&provider=ember&uniqueId=${emberId}&userId=u1&name=Ann`;

  await openApp(page, '/');
  await registerInUi(page, freshPlayer('ember'));
  await page.goto(link);
  const dialog = page.getByRole('dialog', { name: 'Link your account' });
  await dialog.getByTestId('link-account').click();
  await expect(page.getByText('Your Ember account is linked.')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const other = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  await other.goto('/');
  await expect(other.getByTestId('top-bar')).toBeVisible();
  await registerInUi(other, freshPlayer('ember'));
  await other.goto(link);
  await other.getByTestId('link-account').click();
  await expect(
    other.getByText('This Ember account is already linked to another player.'),
  ).toBeVisible();
  await other.close();
});
