/**
 * The dice verification of the current inputs. What needs no calculation (no seed yet, no Web
 * Crypto, a bad nonce) is read straight from the inputs; the calculation itself runs in an
 * effect whenever they change, and a stale answer is dropped.
 */
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

/** The state the inputs decide by themselves, or the nonce to calculate with. */
function checkInputs({ serverSeed, nonce }: VerifierInput): VerificationState | number {
  if (serverSeed === '') return { status: 'idle' };
  if (!globalThis.crypto?.subtle) return { status: 'unsupported' };
  const value = typeof nonce === 'number' ? nonce : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 0) return { status: 'invalid-nonce' };
  return value;
}

export function useDiceVerification(input: VerifierInput): VerificationState {
  const { serverSeed, clientSeed } = input;
  const checked = checkInputs(input);
  const validNonce = typeof checked === 'number' ? checked : null;
  // The last calculated answer; kept while the next one is computed so the result does not flicker.
  const [answer, setAnswer] = useState<VerificationState>({ status: 'idle' });

  useEffect(() => {
    if (validNonce === null) return;
    let current = true;
    verifyDiceBet({ serverSeed, clientSeed, nonce: validNonce }).then(
      (result) => {
        if (current) setAnswer({ status: 'ready', result });
      },
      (error: unknown) => {
        console.error('[fairness] the verification failed', error);
        if (current) setAnswer({ status: 'unsupported' });
      },
    );
    return () => {
      current = false;
    };
  }, [serverSeed, clientSeed, validNonce]);

  return typeof checked === 'number' ? answer : checked;
}
