/** Kadi's special cards and what each does (Game Policy §6.2). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export interface PowerCard {
  id: string;
  /** Rank symbols as printed on the cards; not translated. */
  cards: string;
  effect: MessageDescriptor;
}

export const PICK_UP_CARDS: readonly PowerCard[] = [
  { id: 'two', cards: '2', effect: msg`The next player picks up two cards, unless they counter.` },
  {
    id: 'three',
    cards: '3',
    effect: msg`The next player picks up three cards, unless they counter.`,
  },
  {
    id: 'joker',
    cards: '🃏',
    effect: msg`The next player picks up five cards, unless they counter.`,
  },
];

export const ACTION_CARDS: readonly PowerCard[] = [
  { id: 'ace', cards: 'A', effect: msg`Changes the suit in play to the one the player chooses.` },
  { id: 'jack', cards: 'J', effect: msg`Skips the next player.` },
  { id: 'king', cards: 'K', effect: msg`Reverses the direction of play.` },
];

export const QUESTION_CARDS: readonly PowerCard[] = [
  {
    id: 'question',
    cards: '8 Q',
    effect: msg`Question cards: answer in the same turn with a card of the same suit or another question card, or draw a card.`,
  },
];
