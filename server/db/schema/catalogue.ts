/**
 * Tables of the game catalogue (issue 6; spec part 1 §3 'Game', 'Game tag'): providers, games,
 * tags and which games carry which tag with what priority, generated at first start by
 * server/modules/catalogue/seed.ts; and what players add to it: favorites and the tags they
 * visited (playerTagCreate, for 'recommended'). `catalogue_revision` counts operator changes, so
 * every server process sharing the database notices one and reloads its in-memory copy.
 */
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { Device, GameCategory } from '@/contracts/catalogue';
import { users } from './accounts';

export const gameProviders = pgTable('game_providers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** URL path segment of /provider/{slug}. */
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
});

export const games = pgTable(
  'games',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    identifier: text('identifier').notNull().unique(),
    title: text('title').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    category: text('category').$type<GameCategory>().notNull(),
    devices: text('devices').array().$type<Device[]>().notNull(),
    popularity: doublePrecision('popularity').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hasFunMode: boolean('has_fun_mode').notNull(),
    /** ISO 3166-1 alpha-2 codes (uppercase) of the countries the game may not be offered in. */
    blacklist: text('blacklist').array().notNull(),
    aggregator: text('aggregator').notNull(),
    /** The game's id at its provider, sent when starting it. */
    gid: text('gid').notNull(),
    iframeSubdomain: text('iframe_subdomain'),
    /** A page of the app that plays the game instead of /game/{identifier}. */
    overrideLink: text('override_link'),
    /** False hides the game everywhere without losing favorites pointing at it. */
    visible: boolean('visible').notNull().default(true),
  },
  (table) => [index('games_provider_idx').on(table.providerId)],
);

export const gameTags = pgTable('game_tags', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  /** How many games a list of this tag shows per page ('Load more' adds as many). */
  pageSize: integer('page_size').notNull(),
  showOnHomepage: boolean('show_on_homepage').notNull(),
  /** True for tags not listed among a game's own tags (popular, new). */
  excludeFromTags: boolean('exclude_from_tags').notNull(),
  /** Order of tags in GameTags (the home page's sliders follow it). */
  position: integer('position').notNull(),
});

export const gameTagGames = pgTable(
  'game_tag_games',
  {
    tagId: integer('tag_id')
      .notNull()
      .references(() => gameTags.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** A tag's list sorts by it, highest first. */
    priority: integer('priority').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.tagId, table.gameId] }),
    index('game_tag_games_game_idx').on(table.gameId),
  ],
);

export const gameFavorites = pgTable(
  'game_favorites',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.gameId] })],
);

/** One row per player and tag they opened; `visits` counts the openings. */
export const playerTags = pgTable(
  'player_tags',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => gameTags.id, { onDelete: 'cascade' }),
    visits: integer('visits').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastVisitedAt: timestamp('last_visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.tagId] })],
);

/** A single row (id 1): bumped in the same transaction as every change to the catalogue. */
export const catalogueRevision = pgTable('catalogue_revision', {
  id: smallint('id').primaryKey(),
  revision: integer('revision').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
