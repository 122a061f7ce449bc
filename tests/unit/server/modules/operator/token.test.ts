// @vitest-environment node
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { readOperatorToken, resolveOperatorToken } from '@server/modules/operator/token';
import { makeTempDir, type TempDir } from '@tests/support/temp-dir';
import { afterEach, describe, expect, it } from 'vitest';

let dir: TempDir | undefined;
afterEach(() => dir?.remove());

describe('operator token', () => {
  it('prefers OPERATOR_TOKEN', () => {
    dir = makeTempDir('token');
    const token = 't'.repeat(30);
    expect(resolveOperatorToken({ dataDir: dir.path, operatorToken: token })).toEqual({
      token,
      source: 'env',
      path: null,
    });
  });

  it('generates one token once, readable by its owner only, and reuses it', () => {
    dir = makeTempDir('token');
    const config = { dataDir: join(dir.path, 'nested'), operatorToken: null };
    expect(readOperatorToken(config)).toBeNull();

    const generated = resolveOperatorToken(config);
    expect(generated.source).toBe('generated');
    expect(generated.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(generated.path ?? '').mode & 0o777).toBe(0o600);

    const again = resolveOperatorToken(config);
    expect(again).toEqual({ ...generated, source: 'file' });
    expect(readOperatorToken(config)).toEqual(again);
  });
});
