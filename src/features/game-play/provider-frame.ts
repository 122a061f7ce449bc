/**
 * The casino's side of the game frame's messages (the sandbox provider's slot-frame.js speaks
 * the other side). The frame lives on the provider's own origin, the launch URL's: once it has
 * loaded the casino says hello to that origin only, and it takes the game's messages only from
 * that frame's window on that origin — anything else may be any page's.
 */
import { safeParse, z } from 'zod/mini';

export const HELLO = { type: 'kb:hello' } as const;

const readyMessage = z.object({ type: z.literal('kb:ready') });

/** The origin the game's page is served from (launch URLs are absolute; a relative one is ours). */
export function providerOriginOf(url: string): string {
  return new URL(url, window.location.href).origin;
}

/** True when `event` is the game in `frame` saying it is drawn and playable. */
export function isGameReady(
  event: MessageEvent,
  frame: Window | null | undefined,
  providerOrigin: string,
): boolean {
  if (!frame || event.source !== frame || event.origin !== providerOrigin) return false;
  return safeParse(readyMessage, event.data).success;
}
