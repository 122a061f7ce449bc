import { describe, expect, it, vi } from 'vitest';
import { reportToOpener, sameOriginOpener } from '@/features/account/startup/rb-init';

function fakeWindow(search: string, opener: unknown) {
  return {
    opener,
    location: { origin: 'https://kadibet.test', search },
    close: vi.fn(),
  } as unknown as Window;
}

describe('rbInit', () => {
  it('reports to a same-origin opener with the two-factor flag, then closes', () => {
    const postMessage = vi.fn();
    const opener = { location: { origin: 'https://kadibet.test' }, postMessage };
    const popup = fakeWindow('?twofactorRequired=true', opener);
    expect(reportToOpener(popup)).toBe(true);
    expect(postMessage).toHaveBeenCalledWith(
      { type: 'rbInit', twoFactorRequired: true },
      'https://kadibet.test',
    );
    expect(popup.close).toHaveBeenCalled();
  });

  it('ignores an opener from another origin (reading it throws) and no opener at all', () => {
    const foreign = {
      get location(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(sameOriginOpener(fakeWindow('', foreign))).toBeNull();
    expect(
      sameOriginOpener(fakeWindow('', { location: { origin: 'https://evil.test' } })),
    ).toBeNull();
    const alone = fakeWindow('', null);
    expect(reportToOpener(alone)).toBe(false);
    expect(alone.close).not.toHaveBeenCalled();
  });
});
