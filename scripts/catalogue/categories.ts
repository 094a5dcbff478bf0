import { cleanText } from '../ingest/control-chars.ts';
import { inline, quote } from '../ingest/printable.ts';
import { UsageError } from '../reported-error.ts';
import { statement, type Db } from './db.ts';
import { changeSetting, readSetting, type CategorySearch } from './settings.ts';

/** The most search words a category has, and the longest: the search index stays bounded. */
const MAX_WORDS = 40;
const WORD = /^[\p{L}\p{N}][\p{L}\p{N}-]{0,39}$/u;

/** The categories products are in, with how search reads them and how many products each has. */
export function listCategories(db: Db): { slug: string; name: string; words: string; accessory: boolean; products: number }[] {
  return (
    statement(
      db,
      `SELECT n.slug, coalesce(l.name, n.slug) AS name, n.search_words AS words, n.accessory,
         (SELECT count(*) FROM product p WHERE p.category_id = n.id) AS products
       FROM nav_node n LEFT JOIN nav_node_name l ON l.node_id = n.id AND l.locale = 'en'
       WHERE n.level = 3 ORDER BY n.slug`,
    ).all() as { slug: string; name: string; words: string; accessory: number; products: number }[]
  ).map((row) => ({ ...row, accessory: row.accessory === 1 }));
}

/** Search words as given: lowercase, each once, letters, digits and hyphens (`tv televizor e-citac телевизор`). */
function searchWords(text: string): string {
  const words = [
    ...new Set(
      cleanText(text)
        .toLowerCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ];
  const wrong = words.find((word) => !WORD.test(word));
  if (wrong !== undefined)
    throw new UsageError(`${quote(wrong)} is not a search word: letters, digits and hyphens only, at most 40 of them.`);
  if (words.length > MAX_WORDS) throw new UsageError(`A category has at most ${MAX_WORDS} search words; ${words.length} were given.`);
  return words.join(' ');
}

/**
 * `npm run category -- search <slug> [--words "<words>"] [--accessory yes|no]`: the words people use
 * for a category's products besides its names, and whether its products are accessories (listed
 * after the devices a query names). Recorded as a change, undoable; search reads it from the next build.
 */
export function setCategorySearch(db: Db, by: string, slug: string | undefined, given: { words?: string; accessory?: string }): string {
  if (!slug || !statement(db, 'SELECT 1 FROM nav_node WHERE level = 3 AND slug = ?').get(slug))
    throw new UsageError(`No category ${quote(slug ?? '')}: npm run category -- list shows the categories' slugs.`);
  if (given.accessory !== undefined && given.accessory !== 'yes' && given.accessory !== 'no')
    throw new UsageError('--accessory takes yes (its products are accessories of other products) or no.');
  const before = readSetting(db, 'category-search', slug);
  const next: CategorySearch = {
    words: given.words === undefined ? before.words : searchWords(given.words),
    accessory: given.accessory === undefined ? before.accessory : given.accessory === 'yes',
  };
  if (next.words === before.words && next.accessory === before.accessory)
    throw new UsageError(`Nothing to change: ${slug} has these words and this accessory flag already (give --words or --accessory).`);
  const summary =
    `set category ${slug}'s search words to ${inline(next.words || 'none', 300)}` +
    (next.accessory === before.accessory ? '' : next.accessory ? ', its products accessories' : ', its products devices');
  return `Change ${changeSetting(db, { by, command: 'category', summary }, 'category-search', slug, next)}: ${summary}; search reads it from the next build.`;
}
