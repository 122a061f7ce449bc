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

/**
 * Null when the client is not built, or when the file is unreadable or invalid; `onInvalid`
 * explains the latter two.
 */
export function readClientBuildId(
  staticDir: string,
  onInvalid: (reason: string) => void = () => {},
): string | null {
  try {
    const text = readFileSync(join(staticDir, BUILD_ID_FILE), 'utf8');
    return buildIdFileSchema.parse(JSON.parse(text)).buildId;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      onInvalid(error instanceof Error ? error.message : String(error));
    }
    return null;
  }
}
