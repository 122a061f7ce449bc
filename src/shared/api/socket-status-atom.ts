/** The socket's connection status as a Jotai atom, kept in sync while anything reads it. */
import { atom } from 'jotai';
import { getSocketStatus, type SocketStatus, subscribeSocketStatus } from './socket';

const baseAtom = atom<SocketStatus>(getSocketStatus());
baseAtom.onMount = (set) => {
  set(getSocketStatus());
  return subscribeSocketStatus(set);
};

export const socketStatusAtom = atom((get) => get(baseAtom));
