// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deviceClassOf } from '@/catalogue';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const base = { userAgent: DESKTOP_UA, viewportWidth: 1400, coarsePointer: false };

describe('device class (spec part 1 §5)', () => {
  it('is desktop for a desktop browser, even in a narrow window', () => {
    expect(deviceClassOf(base)).toBe('desktop');
    expect(deviceClassOf({ ...base, viewportWidth: 400 })).toBe('desktop');
  });

  it('is mobile for phone user agents and the mobile client hint', () => {
    expect(deviceClassOf({ ...base, userAgent: PHONE_UA })).toBe('mobile');
    expect(deviceClassOf({ ...base, userAgent: IPHONE_UA })).toBe('mobile');
    expect(deviceClassOf({ ...base, mobileHint: true })).toBe('mobile');
  });

  it('is mobile for a narrow touch-only screen, desktop for a wide one', () => {
    expect(deviceClassOf({ ...base, coarsePointer: true, viewportWidth: 500 })).toBe('mobile');
    expect(deviceClassOf({ ...base, coarsePointer: true, viewportWidth: 1280 })).toBe('desktop');
  });
});
