/**
 * Windows the product opens itself (an external sign-in finishing in a popup) report back to
 * their opener with an 'rbInit' message instead of starting a second app (spec part 1 §4.9).
 * The session is an httpOnly cookie both windows share, so the message carries no secret:
 * only that the sign-in finished and whether it still needs its second factor.
 */
import { z } from 'zod/mini';

export const rbInitMessageSchema = z.object({
  type: z.literal('rbInit'),
  twoFactorRequired: z.boolean(),
});
export type RbInitMessage = z.infer<typeof rbInitMessageSchema>;

/** The opener, when it is this product in the same origin; null otherwise. */
export function sameOriginOpener(win: Window = window): Window | null {
  const opener = win.opener as Window | null;
  if (!opener || opener === win) return null;
  try {
    // Reading another origin's location throws: then it is not ours.
    return opener.location.origin === win.location.origin ? opener : null;
  } catch {
    return null;
  }
}

/** Posts rbInit to our own opener and closes this window; false when there is none. */
export function reportToOpener(win: Window = window): boolean {
  const opener = sameOriginOpener(win);
  if (!opener) return false;
  const search = new URLSearchParams(win.location.search);
  const message: RbInitMessage = {
    type: 'rbInit',
    twoFactorRequired: search.has('twofactorRequired') || search.has('twofactorEmail'),
  };
  opener.postMessage(message, win.location.origin);
  win.close();
  return true;
}
