/** yieldToMain takes the browser's scheduler.yield() where there is one, a macrotask elsewhere. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from '@/shared/lib/yield-to-main';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('uses scheduler.yield when the browser has it', async () => {
    const yieldSpy = vi.fn(async () => {});
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledOnce();
  });

  it('lets a queued macrotask run first where there is no scheduler', async () => {
    vi.stubGlobal('scheduler', undefined);
    const order: string[] = [];
    setTimeout(() => order.push('macrotask'), 0);
    await yieldToMain();
    order.push('resumed');
    expect(order).toEqual(['macrotask', 'resumed']);
  });
});
