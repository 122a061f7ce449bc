/**
 * How far below the screen the home page's lower sections start rendering (and the game rows
 * loading), so they are ready when scrolled to — small enough that a phone's first screen (the
 * Originals end well below it) does not trigger it.
 */
export const BELOW_FOLD_MARGIN = '300px 0px';
