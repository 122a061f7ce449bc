import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { verifyDiceBet } from '@/features/fairness/provably-fair';
import { useDiceVerification, type VerifierInput } from '@/features/fairness/use-dice-verification';

const input: VerifierInput = { serverSeed: 'example-server-seed', clientSeed: 'abc', nonce: 3 };

describe('useDiceVerification', () => {
  it('is idle without a server seed and rejects a nonce that is not a whole number', () => {
    expect(
      renderHook(() => useDiceVerification({ ...input, serverSeed: '' })).result.current,
    ).toEqual({ status: 'idle' });
    expect(renderHook(() => useDiceVerification({ ...input, nonce: '' })).result.current).toEqual({
      status: 'invalid-nonce',
    });
    expect(renderHook(() => useDiceVerification({ ...input, nonce: 1.5 })).result.current).toEqual({
      status: 'invalid-nonce',
    });
  });

  it('computes the verification of the inputs and follows them when they change', async () => {
    const { result, rerender } = renderHook((props: VerifierInput) => useDiceVerification(props), {
      initialProps: input,
    });
    const expected = await verifyDiceBet({ ...input, nonce: 3 });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', result: expected }));

    rerender({ ...input, nonce: '' });
    expect(result.current).toEqual({ status: 'invalid-nonce' });

    rerender({ ...input, nonce: 4 });
    const next = await verifyDiceBet({ ...input, nonce: 4 });
    await waitFor(() => expect(result.current).toEqual({ status: 'ready', result: next }));
  });
});
