/**
 * Reads and writes the `site_settings` rows. Updates merge inside PostgreSQL (jsonb `||`), so
 * two operators changing different flags at the same moment both win.
 */

import type { Db } from '@server/db/client';
import { siteSettings } from '@server/db/schema';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { DEFAULT_FEATURES, DEFAULT_FLAGS } from '@/contracts/settings';
import { DEFAULT_DISABLED_APP } from './defaults';
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

/** Inserts the key, or sets its stored value to `next`, where `excluded.value` is the new one. */
async function upsert(db: Db, key: string, value: unknown, next: SQL): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: next, updatedAt: sql`now()` } });
}

/** A map merges into the stored one, so a patch changes only the names it carries. */
const MERGED = sql`${siteSettings.value} || excluded.value`;
const REPLACED = sql`excluded.value`;

export async function patchSettings(db: Db, patch: SettingsPatch): Promise<StoredSettings> {
  await db.transaction(async (tx) => {
    if (patch.flags) await upsert(tx, 'flags', patch.flags, MERGED);
    if (patch.features) await upsert(tx, 'features', patch.features, MERGED);
    if (patch.disabledApp !== undefined) {
      await upsert(tx, 'disabledApp', patch.disabledApp, REPLACED);
    }
  });
  return readSettings(db);
}
