/**
 * Reads and writes the `site_settings` rows. Updates merge inside PostgreSQL (jsonb `||`), so
 * two operators changing different flags at the same moment both win.
 */
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { siteSettings } from '../../db/schema';
import { DEFAULT_DISABLED_APP, DEFAULT_FEATURES, DEFAULT_FLAGS } from './defaults';
import { pickBooleans, type SettingsPatch, type StoredSettings } from './schemas';

const KEYS = ['flags', 'features', 'disabledApp'] as const;

export async function seedSettings(db: Db): Promise<void> {
  await db
    .insert(siteSettings)
    .values([
      { key: 'flags', value: DEFAULT_FLAGS },
      { key: 'features', value: DEFAULT_FEATURES },
      { key: 'disabledApp', value: DEFAULT_DISABLED_APP },
    ])
    .onConflictDoNothing({ target: siteSettings.key });
}

export async function readSettings(db: Db): Promise<StoredSettings> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...KEYS]));
  const byKey = new Map(rows.map((row) => [row.key, row.value]));
  const disabledApp = byKey.get('disabledApp');
  return {
    flags: pickBooleans(byKey.get('flags'), DEFAULT_FLAGS),
    features: pickBooleans(byKey.get('features'), DEFAULT_FEATURES),
    disabledApp: typeof disabledApp === 'boolean' ? disabledApp : DEFAULT_DISABLED_APP,
  };
}

/** Merges the given map into the stored one (or creates it). */
async function mergeMap(db: Db, key: string, values: Record<string, boolean>): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value: values })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: sql`${siteSettings.value} || excluded.value`, updatedAt: sql`now()` },
    });
}

export async function patchSettings(db: Db, patch: SettingsPatch): Promise<StoredSettings> {
  await db.transaction(async (tx) => {
    if (patch.flags) await mergeMap(tx, 'flags', patch.flags);
    if (patch.features) await mergeMap(tx, 'features', patch.features);
    if (patch.disabledApp !== undefined) {
      await tx
        .insert(siteSettings)
        .values({ key: 'disabledApp', value: patch.disabledApp })
        .onConflictDoUpdate({
          target: siteSettings.key,
          set: { value: patch.disabledApp, updatedAt: sql`now()` },
        });
    }
  });
  return readSettings(db);
}
