import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { AVAILABILITIES } from '../../src/domain/availability.ts';
import { MATCHED_BY } from '../../src/domain/matched-by.ts';
import { openCatalogue } from './db.ts';

/** The values a CHECK constraint of the offer table allows, e.g. `availability IN ('a', 'b')`. */
function allowed(sql: string, column: string): string[] {
  const list = new RegExp(`${column} IN \\(([^)]*)\\)`).exec(sql)?.[1] ?? '';
  return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1] as string);
}

test('the catalogue accepts exactly the domain’s availability and matched-by values', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-schema-'));
  const db = openCatalogue(join(dir, 'catalogue.db'));
  try {
    const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'offer'").get() as { sql: string };
    expect(allowed(sql, 'availability').sort()).toEqual([...AVAILABILITIES].sort());
    expect(allowed(sql, 'matched_by').sort()).toEqual([...MATCHED_BY].sort());
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
