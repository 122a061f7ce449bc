/**
 * Rules of the single-outcome Originals: one bet, one result. The house edge and maximum
 * multiplier here are the published terms the game engines must pay out by.
 */
import { msg } from '@lingui/core/macro';
import type { HouseGameRules } from './types';

export const INSTANT_GAME_RULES = {
  dice: {
    steps: [
      msg`Enter your bet amount.`,
      msg`Set your target with the slider. A smaller chance to win pays a bigger multiplier.`,
      msg`Choose whether the roll must land over or under the target.`,
      msg`Roll. The result is a number from 0.00 to 99.99: land on your side of the target and you win.`,
    ],
    houseEdge: 1,
    maxMultiplier: 9900,
    maxMultiplierNote: msg`At the smallest win chance, 0.01%.`,
    fairness: msg`Each roll is HMAC-SHA256 of the server seed with your client seed and nonce, turned into a number from 0.00 to 99.99. The verifier on the fairness page reproduces any roll.`,
  },
  crash: {
    steps: [
      msg`Place your bet while the countdown runs. You can set an automatic cash-out multiplier.`,
      msg`The round starts and the multiplier climbs from 1.00×.`,
      msg`Cash out whenever you like to win your bet times the current multiplier.`,
      msg`If the round crashes before you cash out, the bet is lost.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on where the round crashes.`,
    fairness: msg`A crash round is shared by every player, so it cannot use your client seed. Its seed is committed as a SHA-256 hash before betting opens and revealed when the round ends, so anyone can check the crash point.`,
  },
  roulette: {
    steps: [
      msg`Choose your bet amount.`,
      msg`Place it on the outcome you think the wheel will land on.`,
      msg`Spin. If the wheel stops on your pick, you win that pick's payout.`,
    ],
    houseEdge: 2.7,
    maxMultiplier: 36,
    maxMultiplierNote: msg`A single number that comes up.`,
    fairness: msg`The winning pocket comes from HMAC-SHA256 of the server seed, your client seed and the nonce, so it is fixed before the wheel spins and can be checked afterwards.`,
  },
  plinko: {
    steps: [
      msg`Choose your bet amount and how risky you want the board to be.`,
      msg`Drop the ball. It bounces left or right off every peg on the way down.`,
      msg`The slot it lands in sets your multiplier: the edges pay the most, the middle the least.`,
    ],
    houseEdge: 1,
    maxMultiplier: null,
    maxMultiplierNote: msg`Depends on the board's risk setting.`,
    fairness: msg`Every bounce comes from HMAC-SHA256 of the server seed, your client seed and the nonce. The whole path is fixed before the ball drops.`,
  },
  coinflip: {
    steps: [
      msg`Choose your bet amount.`,
      msg`Call heads or tails.`,
      msg`Flip. Call it right and you win 1.98× your bet.`,
    ],
    houseEdge: 1,
    maxMultiplier: 1.98,
    fairness: msg`The side the coin lands on comes from HMAC-SHA256 of the server seed, your client seed and the nonce, fixed before you flip.`,
  },
} satisfies Record<string, HouseGameRules>;
