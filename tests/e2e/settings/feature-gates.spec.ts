/**
 * The operator switches a feature off with the CLI while players have the app open: the
 * feature is gone from their screens at once (no reload), its page says it is switched off,
 * and the server refuses its calls even to a player who still has the old screen. On a server
 * of its own, so other stories never see cash or Kadi switched off.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { IDEMPOTENCY_HEADER } from '@/contracts/money';
import { csrfHeaders, registerThroughApi } from '../account/players';
import { expect, openApp, test } from '../fixtures';
import { privateServer } from '../support/private-server';

const ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);
const server = privateServer(18_900 + Math.floor(Math.random() * 80));

test.use({ baseURL: server.baseURL });
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});
test.afterAll(() => server.dispose());

/** `npm run operator -- <args>` against this story's server, with its token. */
async function operator(...args: string[]): Promise<unknown> {
  const { stdout } = await run(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['server/cli/operator.ts', ...args, '--server', server.baseURL],
    {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: server.dataDir },
      timeout: 30_000,
    },
  );
  return JSON.parse(stdout);
}

test('the operator switches cash off: the cashier drops it and the server refuses it', async ({
  page,
}) => {
  await registerThroughApi(page, 'gate', server.dataDir);
  await openApp(page, '/?modal=cashier&tab=deposit');
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  const picker = cashier.getByTestId('wallet-option-picker');
  await expect(picker.getByText('Cards, banks and more')).toBeVisible({ timeout: 20_000 });
  await expect(picker.getByText('M-Pesa')).toBeVisible();

  await operator('settings', 'set', 'flag.cashEnabled=false');
  await expect(picker.getByText('Cards, banks and more')).toHaveCount(0);
  await expect(picker.getByText('M-Pesa')).toBeVisible();

  // A player whose screen still offered cash gets a clear refusal, and nothing starts.
  const refused = await page.request.post('/api/payments/cash', {
    headers: { ...(await csrfHeaders(page)), [IDEMPOTENCY_HEADER]: `gate${Date.now()}` },
    data: { amount: 20 },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error).toMatchObject({
    code: 1016,
    message: 'Cash payments are switched off at the moment',
    details: { feature: 'cashPayments' },
  });
  const deposits = await page.request.get('/api/payments/deposits');
  expect((await deposits.json()).deposits).toEqual([]);

  await operator('settings', 'set', 'flag.cashEnabled=true');
  await expect(picker.getByText('Cards, banks and more')).toBeVisible();
});

test('the operator switches Kadi off: the menu drops it and its open page says so', async ({
  page,
}) => {
  await openApp(page, '/kadi');
  const sideNav = page.getByTestId('side-nav');
  await expect(sideNav.getByRole('button', { name: 'Kadi' })).toBeVisible();
  await expect(page.getByTestId('feature-off')).toHaveCount(0);

  await operator('settings', 'set', 'feature.kadi=off');
  await expect(page.getByTestId('feature-off')).toContainText('Kadi is switched off');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Kadi is switched off');
  await expect(sideNav.getByRole('button', { name: 'Kadi' })).toHaveCount(0);

  await operator('settings', 'set', 'feature.kadi=on');
  await expect(page.getByTestId('feature-off')).toHaveCount(0);
  await expect(sideNav.getByRole('button', { name: 'Kadi' })).toBeVisible();
});
