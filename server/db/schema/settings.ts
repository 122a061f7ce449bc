/**
 * Tables of the settings module: the operator's site settings (one row per key, JSON values
 * parsed on read) and the operator's global banner messages.
 */
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Keys: flags, features, disabledApp. Values are validated by the settings repository. */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every banner the operator published; old ones stay (inactive) as a history. The newest
 * active row is the one shown, so two racing publishes cannot leave the site without one.
 */
export const siteBanners = pgTable(
  'site_banners',
  {
    id: text('id').primaryKey(),
    title: text('title'),
    message: text('message').notNull(),
    link: text('link'),
    active: boolean('active').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_banners_active_created_idx').on(table.active, table.createdAt)],
);
