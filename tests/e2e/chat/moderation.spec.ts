/**
 * Chat moderation as people live it: a new player says hello in the chat; the demo moderator
 * (whose permission strings hold chat:delete and chat:mute) sees the line, deletes it after
 * confirming, and the line leaves the player's screen too. The player writes again, the
 * moderator mutes them for the default five minutes with a reason, and the player's next
 * message is refused with the server's words above the input.
 */
import type { Page } from '@playwright/test';
import { freshPlayer, registerInUi, SIGN_IN_MS, signInInUi } from '../account/players';
import { expect, openApp, test } from '../fixtures';

test.slow();

const MODERATOR = { name: 'moderator', password: 'kadibet-moderator-1' };

/** The chat's code and full catalog load once the first screen is idle: allow them time. */
const CHAT_LOAD = { timeout: 20_000 };

async function say(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'Chat message' });
  await input.fill(text);
  await expect(page.getByTestId('chat-counter')).toHaveText(`${text.length}/120`);
  await input.press('Enter');
}

const lineOf = (page: Page, text: string) =>
  page.getByTestId('chat-message').filter({ hasText: text });

test('a moderator deletes a player’s message after confirming, then mutes them', async ({
  page,
  browser,
  baseURL,
}) => {
  const amina = freshPlayer('amina');
  const player = await browser.newPage({ baseURL, serviceWorkers: 'block' });
  // The fixture watches the moderator's page; the player's is watched the same way here.
  const missing: string[] = [];
  player.on('console', (message) => {
    if (message.text().startsWith('[i18n] missing message')) missing.push(message.text());
  });
  player.on('pageerror', (error) => missing.push(`pageerror: ${error.message}`));

  await openApp(player, '/');
  await registerInUi(player, amina);
  await expect(player.getByRole('textbox', { name: 'Chat message' })).toBeVisible(CHAT_LOAD);
  const hello = `hello from ${amina.name} <3`;
  await say(player, hello);
  await expect(lineOf(player, hello)).toBeVisible();
  await expect(player.getByRole('textbox', { name: 'Chat message' })).toHaveValue('');

  await openApp(page, '/');
  await signInInUi(page, MODERATOR.name, MODERATOR.password);
  await expect(page.getByTestId('signed-in-user')).toContainText(MODERATOR.name, {
    timeout: SIGN_IN_MS,
  });
  const seen = lineOf(page, hello);
  await expect(seen).toBeVisible(CHAT_LOAD);

  // Cancel first: nothing goes.
  await seen.getByRole('button', { name: `Moderate the message from ${amina.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete message' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(confirm).toContainText(hello);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(lineOf(player, hello)).toBeVisible();

  await seen.getByRole('button', { name: `Moderate the message from ${amina.name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete message' }).click();
  await confirm.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByText('Message deleted.')).toBeVisible();
  await expect(seen).toHaveCount(0);
  await expect(lineOf(player, hello)).toHaveCount(0);

  // The player writes again; the moderator mutes them for the default five minutes.
  const again = `${amina.name} is back`;
  await say(player, again);
  const second = lineOf(page, again);
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: `Moderate the message from ${amina.name}` }).click();
  await page.getByRole('menuitem', { name: 'Mute' }).click();
  const mute = page.getByRole('dialog', { name: `Mute ${amina.name}` });
  await expect(mute.getByRole('textbox', { name: 'Minutes' })).toHaveValue('5');
  await mute.getByRole('button', { name: 'Mute' }).click();
  await expect(mute.getByText('Give a reason.')).toBeVisible();
  await mute.getByRole('textbox', { name: 'Reason' }).fill('Cooling off after spam');
  await mute.getByRole('button', { name: 'Mute' }).click();
  await expect(page.getByText(`${amina.name} is muted until`)).toBeVisible();
  await expect(mute).toBeHidden();

  await say(player, 'can anyone hear me?');
  const refusal = player.getByTestId('chat-send-error');
  await expect(refusal).toContainText('You are muted in the chat until');
  await expect(lineOf(page, 'can anyone hear me?')).toHaveCount(0);
  // The banner stays until the player types again.
  await player.getByRole('textbox', { name: 'Chat message' }).press('Backspace');
  await expect(refusal).toBeHidden();

  await player.close();
  expect(missing, 'errors or missing translations on the player’s page').toEqual([]);
});
