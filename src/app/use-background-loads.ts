/**
 * Work that follows the first paint instead of delaying it: the realtime connection (live
 * updates) and the full language catalog (other pages and dialogs), both started once the
 * browser is idle.
 */
import { useEffect } from 'react';
import { connectSocket } from '@/shared/api/socket';
import { whenIdle } from '@/shared/lib/use-after-idle';
import { ensureFullCatalog } from './i18n';

export function useAfterFirstPaint(): void {
  useEffect(
    () =>
      whenIdle(() => {
        ensureFullCatalog().catch((error: unknown) => console.error('[i18n] catalog', error));
        connectSocket().catch((error: unknown) => console.error('[socket] could not load', error));
      }),
    [],
  );
}
