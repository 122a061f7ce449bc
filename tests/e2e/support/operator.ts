/**
 * The operator API's bearer header, with the token the e2e server wrote into its DATA_DIR (as
 * `npm run operator` reads it): for stories that fund players, set rates, review KYC or post
 * banners the way an operator does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const SHARED_DATA_DIR = join(import.meta.dirname, '../../../.data-e2e');

/** The shared e2e server's token, or that of a story's own server (its DATA_DIR). */
export function operatorHeaders(dataDir = SHARED_DATA_DIR): Record<string, string> {
  const token = readFileSync(join(dataDir, 'operator-token'), 'utf8');
  return { authorization: `Bearer ${token.trim()}` };
}
