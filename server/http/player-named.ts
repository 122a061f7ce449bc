/**
 * The player an operator call names, or the 404 every operator route answers for a stranger.
 * Here, below the modules, rather than in operator/ or account/: the wallet, kyc, chat and
 * responsible-gambling modules' operator routes use it, and importing either of those modules
 * would close a cycle (operator mounts their routes; account's user view reads their data).
 */
import { apiErrors } from './api-error';

/** The one call of the users repository the lookup needs. */
export interface PlayersByName<Player> {
  findByName(name: string): Promise<Player | null>;
}

export async function playerNamed<Player>(
  users: PlayersByName<Player>,
  name: string,
): Promise<Player> {
  const user = await users.findByName(name);
  if (!user) throw apiErrors.notFound(`No player named ${name}`);
  return user;
}
