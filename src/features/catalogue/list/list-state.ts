/**
 * Each list's collate state and page, kept in Jotai so a list is as the player left it when
 * they come back to it (from a game, or another page) within the visit. One atom per list
 * key, made on first use; null until the player changes something (the defaults depend on the
 * list, see ../rules/collate).
 */
import { atom, type PrimitiveAtom } from 'jotai';
import type { CollateState } from '../rules/collate';

export interface ListState {
  collate: CollateState;
  page: number;
}

const atoms = new Map<string, PrimitiveAtom<ListState | null>>();

export function listStateAtom(listKey: string): PrimitiveAtom<ListState | null> {
  let found = atoms.get(listKey);
  if (!found) {
    found = atom<ListState | null>(null);
    atoms.set(listKey, found);
  }
  return found;
}
