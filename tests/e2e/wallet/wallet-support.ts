/**
 * What the wallet stories share: the cashier opened at a tab, and the operator CLI run as an
 * operator runs it (`npm run operator -- …`), against the e2e server with its token.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { expect, openApp } from '../fixtures';

const ROOT = join(import.meta.dirname, '../../..');
const run = promisify(execFile);

export async function openCashier(page: Page, tab: 'deposit' | 'withdraw' | 'buy') {
  await openApp(page, `/?modal=cashier&tab=${tab}`);
  const cashier = page.getByRole('dialog', { name: 'Cashier' });
  // The dialog's code loads on first open: allow it a busy machine's time.
  await expect(cashier.getByTestId(`cashier-${tab}`)).toBeVisible({ timeout: 20_000 });
  return cashier;
}

/** `npm run operator -- <args>` against the e2e server; its JSON answer. */
export async function operatorCli(baseURL: string, ...args: string[]): Promise<unknown> {
  const { stdout } = await run(
    join(ROOT, 'node_modules/.bin/tsx'),
    ['server/cli/operator.ts', ...args, '--server', baseURL],
    {
      cwd: ROOT,
      // The e2e server keeps its generated operator token in its DATA_DIR.
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: '.data-e2e' },
      timeout: 30_000,
    },
  );
  return JSON.parse(stdout);
}
