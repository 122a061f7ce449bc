/**
 * Game play: the third-party game page (/game/{identifier}, /slots/{name}) — launching the
 * provider's game through StartGame in fun or real mode, theatre and fullscreen — and the
 * `game` dialog in ./dialogs.
 */
export { GamePage, type GamePageProps } from './GamePage';
export {
  decidePlayMode,
  type ModeNotice,
  type PlayModeDecision,
  type PlayModeInput,
} from './play-mode';
