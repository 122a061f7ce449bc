// @vitest-environment node
/** The sealed box a pending sign-up travels in: unreadable, unforgeable, one purpose. */

import { createSealedBox } from '@server/modules/account/sealed-box';
import { describe, expect, it } from 'vitest';

const parts = (sealed: string) => sealed.split('.');

describe('sealed box', () => {
  const box = createSealedBox('a secret of the server');
  const value = { code: '123456', passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$abc' };

  it('opens what it sealed, and its holder cannot read it', async () => {
    const sealed = await box.seal('pending-signup', value);
    expect(await box.open('pending-signup', sealed)).toEqual(value);
    const readable = parts(sealed).map((part) => Buffer.from(part, 'base64url').toString('latin1'));
    expect(readable.join('')).not.toContain('123456');
    expect(await box.seal('pending-signup', value)).not.toBe(sealed);
  });

  it('refuses an altered box, another purpose, another key and garbage', async () => {
    const sealed = await box.seal('pending-signup', value);
    const [header = '', key = '', iv = '', ciphertext = '', tag = ''] = parts(sealed);
    const bytes = Buffer.from(ciphertext, 'base64url');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const altered = [header, key, iv, bytes.toString('base64url'), tag].join('.');
    expect(await box.open('pending-signup', altered)).toBeNull();
    expect(await box.open('another-use', sealed)).toBeNull();
    expect(await createSealedBox('another secret').open('pending-signup', sealed)).toBeNull();
    expect(await box.open('pending-signup', 'not a box')).toBeNull();
    expect(await box.open('pending-signup', '')).toBeNull();
  });

  it('refuses a box whose header was changed to another purpose or algorithm', async () => {
    const sealed = await box.seal('another-use', value);
    const [, ...rest] = parts(sealed);
    for (const header of [
      { alg: 'dir', enc: 'A256GCM', typ: 'pending-signup+jwe' },
      { alg: 'dir', enc: 'A128GCM', typ: 'pending-signup+jwe' },
    ]) {
      const relabelled = [Buffer.from(JSON.stringify(header)).toString('base64url'), ...rest];
      expect(await box.open('pending-signup', relabelled.join('.'))).toBeNull();
    }
  });
});
