/**
 * Originals: the playable tables of the KadiBet Originals (dice, mines, jungle mines, towers,
 * Mission Uncrossable) — each game's board and bet panel, the round hook that plays them in
 * real money over the socket or in fun mode on the device, and the game sounds. The pages'
 * rules and odds stay in house-games; the route composes the two.
 */
export { DiceTable } from './dice/DiceTable';
export { MissionUncrossableGame } from './linearmines/MissionUncrossableGame';
export { MinesGame } from './mines/MinesGame';
export { TowersGame } from './towers/TowersGame';
