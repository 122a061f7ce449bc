/**
 * Whether the page in view plays the route transition (300 ms, spec part 1 §2.5): a transition
 * is between routes, so the page the visit lands on shows at once. It takes the place of
 * index.html's frame, and fading it in from nothing would blank that frame for a moment and
 * keep the compositor drawing the whole page for 300 ms while the app starts. Every page after
 * the first plays it, the landing path included when the player comes back to it.
 */
import { useState } from 'react';

export function usePageEnter(pathname: string): boolean {
  const [landing, setLanding] = useState<string | null>(pathname);
  // Adjusted during render (React's pattern for state derived from a prop): the new page's
  // first render already has the animation, so it starts with the page's content.
  if (landing !== null && landing !== pathname) setLanding(null);
  return landing === null || landing !== pathname;
}
