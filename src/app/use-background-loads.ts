/**
 * Work that follows the first paint instead of delaying it: the realtime connection (live
 * updates) and the full language catalog (other pages and dialogs), started once the first
 * screen is up.
 */
import { useEffect } from 'react';
import { connectSocket } from '@/shared/api/socket';
import { ensureFullCatalog } from './i18n';

export function useBackgroundLoads(firstScreenUp: boolean): void {
  useEffect(() => {
    if (!firstScreenUp) return;
    ensureFullCatalog().catch((error: unknown) => console.error('[i18n] catalog', error));
    connectSocket().catch((error: unknown) => console.error('[socket] could not load', error));
  }, [firstScreenUp]);
}
