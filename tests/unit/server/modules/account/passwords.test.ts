// @vitest-environment node

import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyPassword,
} from '@server/modules/account/passwords';
import { describe, expect, it } from 'vitest';

describe('passwords', () => {
  it('hashes with argon2id at OWASP parameters and verifies', async () => {
    const hash = await hashPassword('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(needsRehash(hash)).toBe(false);
    expect(await verifyPassword(hash, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse battery staple')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('asks to rehash weaker parameters', () => {
    expect(needsRehash('$argon2id$v=19$m=4096,t=1,p=1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('$2b$10$abcdefghijklmnopqrstuv')).toBe(true);
  });

  it('knows the most common passwords, case-insensitively', () => {
    for (const common of ['123456', 'password', 'Qwerty', 'iloveyou', 'dragon']) {
      expect(isCommonPassword(common)).toBe(true);
    }
    expect(isCommonPassword('a very good passphrase 42')).toBe(false);
  });
});
