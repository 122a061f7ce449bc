/** Recomputes the dice verification whenever the inputs change, dropping stale answers. */
import { useEffect, useState } from 'react';
import { type DiceVerification, verifyDiceBet } from './provably-fair';

export interface VerifierInput {
  serverSeed: string;
  clientSeed: string;
  /** '' while the field is empty. */
  nonce: number | string;
}

export type VerificationState =
  | { status: 'idle' }
  | { status: 'unsupported' }
  | { status: 'invalid-nonce' }
  | { status: 'ready'; result: DiceVerification };

export function useDiceVerification({ serverSeed, clientSeed, nonce }: VerifierInput) {
  const [state, setState] = useState<VerificationState>({ status: 'idle' });

  useEffect(() => {
    if (serverSeed === '') {
      setState({ status: 'idle' });
      return;
    }
    if (!globalThis.crypto?.subtle) {
      setState({ status: 'unsupported' });
      return;
    }
    const value = typeof nonce === 'number' ? nonce : Number.NaN;
    if (!Number.isSafeInteger(value) || value < 0) {
      setState({ status: 'invalid-nonce' });
      return;
    }
    let current = true;
    verifyDiceBet({ serverSeed, clientSeed, nonce: value }).then(
      (result) => {
        if (current) setState({ status: 'ready', result });
      },
      () => {
        if (current) setState({ status: 'unsupported' });
      },
    );
    return () => {
      current = false;
    };
  }, [serverSeed, clientSeed, nonce]);

  return state;
}
