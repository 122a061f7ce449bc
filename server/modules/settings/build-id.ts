/**
 * The id of the client build the server serves, from STATIC_DIR/build-id.json (written by
 * the client build). Read once at start: a new build means a restart, and a client that sees
 * a different id than the one it was built with shows 'New update!'.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const buildIdFileSchema = z.object({ buildId: z.string().trim().min(1).max(200) });

export const BUILD_ID_FILE = 'build-id.json';

/** Null when the client is not built or the file is unreadable; `onInvalid` explains why. */
export function readClientBuildId(
  staticDir: string,
  onInvalid: (reason: string) => void = () => {},
): string | null {
  let text: string;
  try {
    text = readFileSync(join(staticDir, BUILD_ID_FILE), 'utf8');
  } catch {
    return null;
  }
  try {
    return buildIdFileSchema.parse(JSON.parse(text)).buildId;
  } catch (error) {
    onInvalid(error instanceof Error ? error.message : String(error));
    return null;
  }
}
