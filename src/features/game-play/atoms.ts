/**
 * The game page's own state: the fun/real switch as the player last set it (null until they
 * touch it, so the page picks by who they are) and theatre mode, kept on the device.
 */
import { atom } from 'jotai';
import { z } from 'zod/mini';
import type { GameMode } from '@/contracts/catalogue';
import { persistedAtom } from '@/shared/lib/persisted-atom';

export const requestedModeAtom = atom<GameMode | null>(null);

export const theatreModeAtom = persistedAtom('game-theatre', z.boolean(), false);
