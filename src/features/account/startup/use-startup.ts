/**
 * Start-up of spec part 1 §4.9 beyond loading the user (shared/session): a window opened
 * by this product reports to its opener and stops; otherwise the client seed is created when
 * missing, and rbInit messages from windows this one opened refresh the signed-in player
 * (opening the two-factor dialog when their sign-in still needs it).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useEffect } from 'react';
import { safeParse } from 'zod/mini';
import { useModal } from '@/shared/lib/modal-navigation';
import { accountKeys } from '@/shared/session';
import { clientSeedAtom, newClientSeed } from './client-seed';
import { rbInitMessageSchema, reportToOpener } from './rb-init';

/** Whether this window handed over to its opener (checked once, before anything renders). */
export const handedOverToOpener = typeof window !== 'undefined' && reportToOpener();

export function useStartup(): void {
  const store = useStore();
  const queryClient = useQueryClient();
  const modal = useModal();

  useEffect(() => {
    if (handedOverToOpener) return;
    if (store.get(clientSeedAtom) === null) store.set(clientSeedAtom, newClientSeed());
  }, [store]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const parsed = safeParse(rbInitMessageSchema, event.data);
      if (!parsed.success) return;
      if (parsed.data.twoFactorRequired) modal.open('twoFactorCode', {});
      else void queryClient.invalidateQueries({ queryKey: accountKeys.current });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [modal, queryClient]);
}
