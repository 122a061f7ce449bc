/**
 * Sending identity documents as a player lives it: a file of the wrong kind is refused before
 * it leaves the browser; the front and back of an ID card are uploaded and the level waits for
 * review; the reviewer refuses it with a reason the player reads at once, the player sends a
 * fresh set, and the reviewer accepts it — the page follows every decision live.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, openApp, test } from '../fixtures';
import { operatorHeaders } from '../support/operator';
import { csrfHeaders, registerThroughApi } from './players';

/** The smallest real PNG and PDF headers the server's type sniffing accepts. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A new player whose level-1 details are already in (the details form has its own story). */
async function playerReadyForDocuments(page: Page): Promise<string> {
  const { name: username } = await registerThroughApi(page, 'doc');
  const details = await page.request.post('/api/kyc/level1', {
    headers: await csrfHeaders(page),
    data: {
      firstName: 'Amina',
      lastName: 'Otieno',
      dateOfBirth: '1991-06-15',
      country: 'KE',
      addressLine1: '12 Moi Avenue',
      addressLine2: '',
      city: 'Nairobi',
      province: '',
      postalCode: '00100',
      phone: '+254712345678',
    },
  });
  expect(details.ok(), await details.text()).toBe(true);
  return username;
}

async function upload(
  page: Page,
  row: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await row.getByRole('button', { name: /Upload|Replace/ }).click();
  await (await chooser).setFiles(file);
}

test('a player sends their ID documents and follows the review live', async ({ page }) => {
  test.slow();
  const username = await playerReadyForDocuments(page);
  await openApp(page, '/account-settings?page=verification');
  const level2 = page.getByTestId('kyc-level-2');
  const front = page.getByTestId('kyc-document-identity_front');
  const back = page.getByTestId('kyc-document-identity_back');
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Not started');

  // A text file is not an ID scan: refused in the browser, nothing reaches the server.
  await upload(page, front, {
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not an image'),
  });
  await expect(front.getByRole('alert')).toHaveText('Only JPEG, PNG or PDF files are accepted.');
  const untouched = await (await page.request.get('/api/kyc/status')).json();
  expect(untouched.levels[1].documents[0].uploaded).toBeNull();

  await upload(page, front, { name: 'id-front.png', mimeType: 'image/png', buffer: PNG });
  await expect(front).toContainText('id-front.png');
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Not started');
  await upload(page, back, { name: 'id-back.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(back).toContainText('id-back.pdf');
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Pending review');
  await expect(level2).toContainText('We are reviewing what you sent');

  // The reviewer downloads exactly the bytes the player chose.
  const review = await (
    await page.request.get(`/api/operator/kyc/${username}`, { headers: operatorHeaders() })
  ).json();
  const backId = review.levels[1].documents[1].uploaded.id;
  const file = await page.request.get(`/api/operator/kyc/${username}/documents/${backId}`, {
    headers: operatorHeaders(),
  });
  expect(file.headers()['content-disposition']).toContain('attachment');
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  const reject = await page.request.post('/api/operator/kyc/review', {
    headers: operatorHeaders(),
    data: { userName: username, level: 2, decision: 'rejected', reason: 'The back is blurred.' },
  });
  expect(reject.ok()).toBe(true);
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Rejected');
  await expect(level2).toContainText('The back is blurred.');

  // A refused level asks for a fresh set: the earlier files no longer count.
  await expect(front.getByRole('button', { name: 'Upload' })).toBeVisible();
  await expect(back).not.toContainText('id-back.pdf');
  await upload(page, front, { name: 'id-front-2.png', mimeType: 'image/png', buffer: PNG });
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Rejected');
  await upload(page, back, { name: 'id-back-sharp.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(back).toContainText('id-back-sharp.pdf');
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Pending review');

  const accept = await page.request.post('/api/operator/kyc/review', {
    headers: operatorHeaders(),
    data: { userName: username, level: 2, decision: 'verified' },
  });
  expect(accept.ok()).toBe(true);
  await expect(level2.getByTestId('kyc-level-status')).toHaveText('Verified');
  // Level 3 (proof of address) opens next.
  await expect(
    page.getByTestId('kyc-document-proof_of_address').getByRole('button', { name: 'Upload' }),
  ).toBeVisible();
});
