// @vitest-environment node
/** The sealed box a pending sign-up travels in: unreadable, unforgeable, one purpose. */

import { createSealedBox } from '@server/modules/account/sealed-box';
import { describe, expect, it } from 'vitest';

describe('sealed box', () => {
  const box = createSealedBox('a secret of the server');
  const value = { code: '123456', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc' };

  it('opens what it sealed, and its holder cannot read it', () => {
    const sealed = box.seal('pending-signup', value);
    expect(box.open('pending-signup', sealed)).toEqual(value);
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('123456');
    expect(box.seal('pending-signup', value)).not.toBe(sealed);
  });

  it('refuses an altered box, another purpose, another key and garbage', () => {
    const sealed = box.seal('pending-signup', value);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    expect(box.open('pending-signup', bytes.toString('base64url'))).toBeNull();
    expect(box.open('another-use', sealed)).toBeNull();
    expect(createSealedBox('another secret').open('pending-signup', sealed)).toBeNull();
    expect(box.open('pending-signup', 'not a box')).toBeNull();
    expect(box.open('pending-signup', '')).toBeNull();
  });
});
