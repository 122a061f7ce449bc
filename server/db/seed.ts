/**
 * First-start data: each module seeds its own defaults. Seeders only insert what is missing,
 * so running them on every start (and from several processes at once) is safe.
 */
import { seedCatalogue } from '../modules/catalogue/seed';
import { seedVapidKeys } from '../modules/push/repository';
import { seedSettings } from '../modules/settings/repository';
import { seedExchangeRates } from '../modules/wallet/exchange-rates';
import type { Db } from './client';

/** A seeder may say what it did (seedCatalogue: whether it wrote); the start ignores it. */
const SEEDERS: ReadonlyArray<(db: Db) => Promise<unknown>> = [
  seedSettings,
  seedVapidKeys,
  seedExchangeRates,
  seedCatalogue,
];

export async function seedDatabase(db: Db): Promise<void> {
  for (const seed of SEEDERS) await seed(db);
}
