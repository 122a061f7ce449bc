/**
 * The Originals' rules (design §8): pure maths shared by the server, the /fair verifier and
 * offline fun mode. Seeds → floats (Stake's scheme) → each game's outcome → multipliers.
 */

export {
  diceChanceForMultiplier,
  diceMultiplier,
  diceTargetFor,
  diceWinChance,
} from './dice/odds';
export { gameFloats, type SeedPairInput } from './fairness/floats';
export { serverSeedHash } from './fairness/server-seed-hash';
export { linearminesMultiplier } from './linearmines/rules';
export { minesMultiplier } from './mines/rules';
export { payoutUnits } from './payout';
export {
  type ActionOf,
  cashOutRound,
  floatCountOf,
  openRound,
  type ParamsOf,
  paramsProblem,
  type RoundRecord,
  type RoundStep,
  stepRound,
} from './round';
export { towersMultiplier } from './towers/rules';
export { MULTIPLIER_ONE } from './types';
