/**
 * Layout state: the side menu (open/collapsed on desktop, a drawer on mobile), the chat panel
 * (hidden state remembered on this device; full screen on mobile) and the side menu's
 * accordion sections (remembered; casino open by default), and the full-screen search.
 */
import { atom } from 'jotai';
import { z } from 'zod/mini';
import { persistedAtom } from '@/shared/lib/persisted-atom';

/** Desktop side menu: null until the first layout pass decides from the width. */
export const navOpenAtom = atom<boolean | null>(null);
export const mobileNavOpenAtom = atom(false);

export const chatHiddenAtom = persistedAtom('chat-hidden', z.boolean(), false);
export const mobileChatOpenAtom = atom(false);

/**
 * The full-screen search overlay (spec part 2 §2), opened from the top bar's search (desktop)
 * or the bottom bar's (mobile).
 */
export const searchOpenAtom = atom(false);

export const NAV_SECTIONS = ['kadi', 'casino', 'language'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];
export const navSectionsAtom = persistedAtom<NavSection[]>(
  'nav-sections',
  z.array(z.enum(NAV_SECTIONS)).check(z.maxLength(NAV_SECTIONS.length)),
  ['casino'],
);
