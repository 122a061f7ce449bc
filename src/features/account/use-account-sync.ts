/**
 * The account's part of start-up (spec part 1 §4.9): the client seed, rbInit messages from
 * windows this one opened (startup/), and the player's saved language. Loading the player and
 * keeping the session in step is the session's (shared/session), which the app runs with it.
 */
import { useStartup } from './startup/use-startup';
import { useLocaleSync } from './use-locale-sync';

export function useAccountSync(): void {
  useStartup();
  useLocaleSync();
}
