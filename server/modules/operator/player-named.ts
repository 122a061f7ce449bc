/** The player an operator call names, or the 404 every operator route answers for a stranger. */
import { apiErrors } from '@server/http/api-error';
import type { UserRow, UsersRepository } from '../account/users-repository';

export async function playerNamed(users: UsersRepository, name: string): Promise<UserRow> {
  const user = await users.findByName(name);
  if (!user) throw apiErrors.notFound(`No player named ${name}`);
  return user;
}
