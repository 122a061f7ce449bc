import { describe, expect, it } from 'vitest';
import { clientSeedSchema, newClientSeed } from '@/features/account/startup/client-seed';

describe('newClientSeed', () => {
  it('makes 15 alphanumerics, different each time', () => {
    const seeds = new Set(Array.from({ length: 50 }, () => newClientSeed()));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(clientSeedSchema.safeParse(seed).success).toBe(true);
  });

  it('skips bytes that would bias the alphabet', () => {
    // 248..255 are rejected; 0 → 'A', 61 → '9', 62 → 'A' again.
    const bytes = [248, 255, 0, 61, 62, ...Array.from({ length: 27 }, () => 1)];
    const seed = newClientSeed((buffer) => {
      buffer.set(bytes);
      return buffer;
    });
    expect(seed).toBe(`A9A${'B'.repeat(12)}`);
  });
});
