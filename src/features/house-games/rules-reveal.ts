/**
 * Rules of the pick-and-reveal Originals: the round stays open while the player reveals tiles,
 * rows or lanes and ends on a cash-out or a loss. Their top multiplier depends on settings.
 */
import { msg } from '@lingui/core/macro';
import type { HouseGameRules } from './types';

export const REVEAL_GAME_RULES = {
  towers: {
    steps: [
      msg`Choose your bet amount and a difficulty. Harder towers hide more hazards per row and pay more.`,
      msg`Pick a tile on the bottom row. A safe tile moves you up a row and raises your multiplier.`,
      msg`Keep climbing, or cash out to take your winnings so far.`,
      msg`Pick a hazard and the round ends: the bet is lost.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on the difficulty and how high you climb.`,
    fairness: msg`The safe tiles of every row are placed from HMAC-SHA256 of the server seed, your client seed and the nonce before your first pick, so nothing moves while you climb.`,
  },
  mines: {
    steps: [
      msg`Choose your bet amount and how many mines to hide. More mines means bigger multipliers.`,
      msg`Reveal tiles one at a time. Every safe tile raises your multiplier.`,
      msg`Cash out whenever you like to take your winnings.`,
      msg`Reveal a mine and the round ends: the bet is lost.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on the number of mines and how many tiles you reveal.`,
    fairness: msg`Mine positions are drawn from HMAC-SHA256 of the server seed, your client seed and the nonce when the round starts. They cannot move after you pick.`,
  },
  hotbox: {
    steps: [
      msg`Choose your bet amount.`,
      msg`Pick a box to reveal what is inside. A good box raises your multiplier.`,
      msg`Keep picking to push the multiplier higher, or cash out to lock in your winnings.`,
      msg`Open a hot box and the round ends: the bet is lost.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on how many boxes you open.`,
    fairness: msg`What each box holds is fixed from HMAC-SHA256 of the server seed, your client seed and the nonce before you open the first one.`,
  },
  junglemines: {
    steps: [
      msg`Choose your bet amount and how many traps hide in the jungle.`,
      msg`Clear tiles one at a time. Each safe tile raises your multiplier.`,
      msg`Cash out whenever you like to take your winnings.`,
      msg`Step on a trap and the round ends: the bet is lost.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on the number of traps and how many tiles you clear.`,
    fairness: msg`Trap positions are drawn from HMAC-SHA256 of the server seed, your client seed and the nonce when the round starts. They cannot move after you pick.`,
  },
  linearmines: {
    steps: [
      msg`Choose your bet amount and a difficulty. Harder missions are riskier and pay more per lane.`,
      msg`Step into the next lane. Each lane you cross raises your multiplier.`,
      msg`Cash out between lanes to take your winnings.`,
      msg`Get caught in a lane and the round ends: the bet is lost.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on the difficulty and how many lanes you cross.`,
    fairness: msg`Which lanes are dangerous is fixed from HMAC-SHA256 of the server seed, your client seed and the nonce before you take your first step.`,
  },
} satisfies Record<string, HouseGameRules>;
