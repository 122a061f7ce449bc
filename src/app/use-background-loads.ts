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
    // The next task: each start loads and evaluates code, and one after the other in a single
    // task they blocked input for longer than either alone.
    const timer = setTimeout(() => {
      connectSocket().catch((error: unknown) => console.error('[socket] could not load', error));
    }, 0);
    return () => clearTimeout(timer);
  }, [firstScreenUp]);
}
