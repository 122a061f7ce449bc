// @vitest-environment node
import { parseAcceptLanguage } from '@server/http/accept-language';
import { describe, expect, it } from 'vitest';

describe('parseAcceptLanguage', () => {
  it('orders tags by weight and drops refused ones', () => {
    expect(parseAcceptLanguage('en;q=0.5, fr-CA, de;q=0.9, *;q=0.1, ja;q=0')).toEqual([
      'fr-CA',
      'de',
      'en',
    ]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage('')).toEqual([]);
  });
});
