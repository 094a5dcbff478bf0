import Database from 'better-sqlite3';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReportedError } from '../reported-error.ts';

export type Db = Database.Database;

const MIGRATIONS = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The catalogue file every command works on: `CATALOGUE_DB`, else `data/catalogue.db`. */
export function cataloguePath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CATALOGUE_DB || 'data/catalogue.db';
}

/** The catalogue's images (its pictures, made by scripts/pictures/), beside the catalogue file: the build links them into each site. */
export function catalogueImagesDir(path = cataloguePath()): string {
  return join(dirname(path), 'images');
}

/** How long a write waits for another process's write to the catalogue to end (a `npm run shop` beside an ingest). */
const BUSY_TIMEOUT_MS = 30_000;

/** Opens (creating when missing) the catalogue and brings its schema up to date. */
export function openCatalogue(path = cataloguePath(), options: { readonly?: boolean } = {}): Db {
  if (!options.readonly) mkdirSync(dirname(path), { recursive: true });
  let db: Db;
  try {
    db = new Database(path, { readonly: options.readonly ?? false, fileMustExist: options.readonly ?? false, timeout: BUSY_TIMEOUT_MS });
  } catch (error) {
    throw new ReportedError(
      `Cannot open the catalogue ${path}: ${(error as Error).message}. ` +
        'Run `npm run sample` to create one, or set CATALOGUE_DB to an existing file.',
    );
  }
  db.pragma('foreign_keys = ON');
  if (!options.readonly) {
    db.pragma('journal_mode = WAL');
    // WAL with NORMAL keeps every transaction atomic (a crash rolls back to the last commit)
    // and skips an fsync per commit; see https://www.sqlite.org/pragma.html#pragma_synchronous
    db.pragma('synchronous = NORMAL');
    migrate(db);
  }
  return db;
}

/**
 * Applies the numbered `NNN-*.sql` files of `dir` (the catalogue's `migrations/`) newer than the
 * file's user_version, each in its own transaction. Foreign keys are off meanwhile, so that a
 * migration may make a table again (https://www.sqlite.org/lang_altertable.html#otheralter), and
 * checked before each commit.
 */
export function migrate(db: Db, dir = MIGRATIONS): void {
  const current = db.pragma('user_version', { simple: true }) as number;
  const files = readdirSync(dir)
    .filter((name) => /^\d{3}-.+\.sql$/.test(name) && Number(name.slice(0, 3)) > current)
    .sort();
  if (files.length === 0) return;
  db.pragma('foreign_keys = OFF');
  try {
    for (const file of files) {
      const sql = readFileSync(join(dir, file), 'utf8');
      db.transaction(() => {
        db.exec(sql);
        const broken = db.pragma('foreign_key_check') as unknown[];
        if (broken.length > 0) throw new Error(`Migration ${file} left ${broken.length} rows whose references are broken.`);
        db.pragma(`user_version = ${Number(file.slice(0, 3))}`);
      })();
    }
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

const statements = new WeakMap<Db, Map<string, Database.Statement>>();

/** A prepared statement, compiled once per connection. */
export function statement(db: Db, sql: string): Database.Statement {
  let cache = statements.get(db);
  if (!cache) statements.set(db, (cache = new Map<string, Database.Statement>()));
  let prepared = cache.get(sql);
  if (!prepared) cache.set(sql, (prepared = db.prepare(sql)));
  return prepared;
}
