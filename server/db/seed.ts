/**
 * First-start data: each module seeds its own defaults. Seeders only insert what is missing,
 * so running them on every start (and from several processes at once) is safe.
 */
import { seedCatalogue } from '../modules/catalogue/seed';
import { seedVapidKeys } from '../modules/push/repository';
import { seedSettings } from '../modules/settings/repository';
import { seedExchangeRates } from '../modules/wallet/exchange-rates';
import type { Db } from './client';

const SEEDERS: ReadonlyArray<(db: Db) => Promise<void>> = [
  seedSettings,
  seedVapidKeys,
  seedExchangeRates,
  async (db) => {
    await seedCatalogue(db);
  },
];

export async function seedDatabase(db: Db): Promise<void> {
  for (const seed of SEEDERS) await seed(db);
}
