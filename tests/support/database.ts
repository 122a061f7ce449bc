/**
 * Databases for server tests. Initialising a fresh PGlite folder takes ~5 s, so the first test
 * file builds a migrated folder once (per PGlite version and migration set) in the OS temp
 * dir, and every test file copies it, then runs the real migrations (a no-op) and the seed.
 * The template also holds the generated game catalogue (a few seconds to write), so the seed
 * finds it present; the sources it is written from are part of the template's name.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Database, openDatabase } from '@server/db/client';
import { MIGRATIONS_FOLDER, runMigrations } from '@server/db/migrate';
import { seedDatabase } from '@server/db/seed';
import { seedCatalogue } from '@server/modules/catalogue/seed';

const TEMPLATE_PREFIX = 'kadibet-pglite-template-';
const TEMPLATE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A template still being built by some worker: `<name>.<pid>.<time>`. */
const STAGING = /\.\d+\.\d+$/;

function pgliteVersion(): string {
  const pkg = new URL('../../node_modules/@electric-sql/pglite/package.json', import.meta.url);
  const parsed: unknown = JSON.parse(readFileSync(pkg, 'utf8'));
  const version =
    typeof parsed === 'object' && parsed !== null && 'version' in parsed ? parsed.version : null;
  return typeof version === 'string' ? version : 'unknown';
}

const fromRoot = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));

/**
 * What the template's catalogue is written from: the generator, the seed that writes it, and
 * the house games (and their links) it takes from the contracts. A change to any of them must
 * give a new template, or tests would run on the old catalogue for up to a day.
 */
const CATALOGUE_SOURCES = [
  'server/modules/catalogue/generator',
  'server/modules/catalogue/seed.ts',
  'src/contracts/house-games.ts',
  'src/contracts/game-link.ts',
].map(fromRoot);

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

function templateHash(): string {
  const hash = createHash('sha256');
  // Relative names: every checkout of the same sources (worktrees, CI) shares one template.
  for (const file of filesUnder(MIGRATIONS_FOLDER)) {
    hash.update(relative(MIGRATIONS_FOLDER, file)).update(readFileSync(file));
  }
  for (const source of CATALOGUE_SOURCES) {
    const files = statSync(source).isDirectory() ? filesUnder(source) : [source];
    for (const file of files) hash.update(relative(fromRoot(''), file)).update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 12);
}

async function ensureTemplate(): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${pgliteVersion()}-${templateHash()}`;
  const template = join(tmpdir(), name);
  if (existsSync(join(template, 'pglite', 'PG_VERSION'))) return template;
  // Build beside it and rename into place: parallel test workers may race to create it.
  const staging = `${template}.${process.pid}.${Date.now()}`;
  const database = await openDatabase({ dataDir: staging, databaseUrl: null });
  await runMigrations(database);
  await seedCatalogue(database.db);
  await database.close();
  rmSync(join(staging, 'pglite.lock'), { force: true });
  try {
    renameSync(staging, template);
  } catch {
    rmSync(staging, { recursive: true, force: true });
    return template;
  }
  // Templates of older migration sets are 40 MB each and no longer useful once a day old
  // (younger ones may belong to another checkout's test run that is copying them now).
  for (const old of readdirSync(tmpdir())) {
    const path = join(tmpdir(), old);
    if (old.startsWith(TEMPLATE_PREFIX) && old !== name && !STAGING.test(old)) {
      if (Date.now() - statSync(path).mtimeMs > TEMPLATE_MAX_AGE_MS) {
        rmSync(path, { recursive: true, force: true });
      }
    }
  }
  return template;
}

/** Opens a migrated, seeded PGlite database in DATA_DIR/pglite, like the server does. */
export async function openTestDatabase(dataDir: string): Promise<Database> {
  cpSync(join(await ensureTemplate(), 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir, databaseUrl: null });
  await runMigrations(database);
  await seedDatabase(database.db);
  return database;
}
