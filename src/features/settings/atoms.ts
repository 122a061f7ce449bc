/**
 * Client state around the settings: which banner messages the player dismissed (remembered per
 * message id) and whether this client is out of date.
 */
import { atom } from 'jotai';
import { z } from 'zod/mini';
import { persistedAtom } from '@/shared/lib/persisted-atom';

/** Ids of dismissed banner messages; capped so the stored list cannot grow forever. */
export const dismissedBannersAtom = persistedAtom(
  'dismissed-banners',
  z.array(z.string()).check(z.maxLength(50)),
  [],
);

/** Raised when code for this build is gone from the server (a chunk failed to load). */
export const clientOutdatedAtom = atom(false);
