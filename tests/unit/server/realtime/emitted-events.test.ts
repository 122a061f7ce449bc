/**
 * Every event the server sends is one the client's socket owner knows how to parse: the names
 * the modules pass to `app.realtime.broadcast` / `toUser` are all keys of the contract's map
 * (the TypeScript types already tie their payloads to its schemas).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_EVENT_SCHEMAS } from '@/contracts/socket-events';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** `realtime.broadcast('name'` and `realtime.toUser(<who>, 'name'`, however they wrap. */
const EMIT = /realtime\s*\.\s*(?:broadcast\(\s*|toUser\(\s*[^,]+,\s*)['"`]([^'"`]+)['"`]/g;

function emittedEvents(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('server')) {
    for (const match of readFileSync(file, 'utf8').matchAll(EMIT)) names.add(match[1] ?? '');
  }
  return names;
}

describe('the events the server sends', () => {
  it('are found in the server modules', () => {
    // Guards the search itself: a pattern that matched nothing would pass the next test.
    expect([...emittedEvents()]).toEqual(
      expect.arrayContaining(['balanceUpdate', 'chat_message', 'withdrawalUpdated']),
    );
  });

  it('all have a schema in the contract the client parses them with', () => {
    const unknown = [...emittedEvents()].filter(
      (name) => !Object.hasOwn(SERVER_EVENT_SCHEMAS, name),
    );
    expect(unknown).toEqual([]);
  });
});
