/**
 * True from the first render in which `shown` is true, and from then on. A panel the player
 * has not opened yet (the mobile menu, a hidden chat) is then never rendered: nothing of it is
 * built, styled or laid out while the first screen loads. Once opened it stays mounted, so
 * closing plays its slide-out and reopening keeps its state (scroll, open sections).
 */
import { useState } from 'react';

export function useShownOnce(shown: boolean): boolean {
  const [seen, setSeen] = useState(shown);
  // Set during render (React's documented pattern for state derived from a prop change):
  // the panel's contents come in the same commit that opens it, not one frame later.
  if (shown && !seen) setSeen(true);
  return seen || shown;
}
