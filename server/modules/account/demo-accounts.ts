/**
 * Demo accounts for a local install (on by default with the embedded database, off with
 * PostgreSQL unless DEMO_ACCOUNTS=true): two players and a chat moderator, created once
 * and printed by `npm start` so anyone can sign in straight away.
 */
import type { Db } from '@server/db/client';
import { hashPassword } from './passwords';
import { createUsersRepository } from './users-repository';

export const DEMO_ACCOUNTS = [
  { name: 'demo', email: 'demo@kadibet.local', password: 'kadibet-demo-1', moderator: false },
  { name: 'demo2', email: 'demo2@kadibet.local', password: 'kadibet-demo-2', moderator: false },
  {
    name: 'moderator',
    email: 'moderator@kadibet.local',
    password: 'kadibet-moderator-1',
    moderator: true,
  },
] as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  const users = createUsersRepository(db);
  for (const account of DEMO_ACCOUNTS) {
    if (await users.findByName(account.name)) continue;
    await users.create({
      name: account.name,
      email: account.email,
      passwordHash: await hashPassword(account.password),
      emailVerified: true,
      isChatMod: account.moderator,
      rules: account.moderator ? ['chat:mute', 'chat:ban', 'chat:delete'] : [],
    });
  }
}

export function describeDemoAccounts(): string {
  const lines = DEMO_ACCOUNTS.map(
    (a) => `  ${a.name.padEnd(10)} ${a.password}${a.moderator ? '   (chat moderator)' : ''}`,
  );
  return ['Demo accounts (name / password):', ...lines].join('\n');
}
