/**
 * `npm run bench:relevance`: how often search puts a right answer first and in the first five,
 * by kind of query (scripts/bench/relevance-queries.ts), on a built site's search index. The
 * queries run the results page's own code (src/search/results.ts) over the index's files as the
 * browser's reader would fetch them: the ranking is the same, without a browser's minutes.
 *
 *   npm run bench:relevance                                  # the sample catalogue's index, built here
 *   npm run bench:relevance -- --site-dir dist/cjenovnik.me  # a built site's
 *   options: --site cjenovnik.ba, --verbose (every query whose first result is not a right answer)
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadSites } from '../../sites/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { IndexSource, SearchDoc, SearchMeta } from '../../src/search/index-format.ts';
import { missSuggestions } from '../../src/search/miss.ts';
import { PAGE_SIZE } from '../../src/search/paging.ts';
import { NO_FILTERS, searchResults } from '../../src/search/results.ts';
import { searchWords } from '../../src/search/text.ts';
import { cataloguePath, openCatalogue } from '../catalogue/db.ts';
import { readSnapshot } from '../catalogue/snapshot.ts';
import { fileSource } from '../prerender/search-index/file-source.ts';
import { writeSearchIndex } from '../prerender/search-index/write.ts';
import { KINDS, MISS_QUERIES, RELEVANCE_QUERIES, type Rule } from './relevance-queries.ts';
import { runCli } from '../cli.ts';

const { values } = parseArgs({
  options: {
    'site-dir': { type: 'string' },
    site: { type: 'string', default: 'cjenovnik.me' },
    verbose: { type: 'boolean', default: false },
  },
});

/** The site's folder: the one given, or one with the index the build would write from the catalogue. */
function siteDir(): { dir: string; cleanup: () => void } {
  if (values['site-dir']) return { dir: resolve(values['site-dir']), cleanup: () => {} };
  const site = loadSites(process.env).find((candidate) => candidate.domain === values.site);
  if (!site) throw new Error(`No site ${values.site}: use a domain of sites/index.ts.`);
  const dir = mkdtempSync(join(tmpdir(), 'cjenovnik-relevance-'));
  // A copy, brought to the code's schema without touching the catalogue itself.
  copyFileSync(cataloguePath(), join(dir, 'catalogue.db'));
  const db = openCatalogue(join(dir, 'catalogue.db'));
  const products = writeSearchIndex(dir, readSnapshot(db, site.country), site);
  db.close();
  console.log(`bench:relevance: ${site.domain}'s index from the catalogue, ${products} products`);
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

const contains = (text: string, words: string) => {
  const own = new Set(searchWords(text));
  return searchWords(words).every((word) => own.has(word));
};

/** Whether a result is a right answer by the query's rule. */
function fits(doc: SearchDoc, rule: Rule, meta: SearchMeta): boolean {
  const category = meta.categories[doc[5]]?.[1].split('/').pop() ?? '';
  const categories = rule.category === undefined ? null : [rule.category].flat();
  return (
    (rule.name === undefined || contains(doc[1], rule.name)) &&
    (rule.brand === undefined || meta.brands[doc[6]] === rule.brand) &&
    (categories === null || categories.includes(category))
  );
}

/** Every document of the index, to check that each rule names something the catalogue has. */
async function allDocs(source: IndexSource): Promise<SearchDoc[]> {
  const count = Math.ceil(source.meta.products / 128);
  return (await Promise.all(Array.from({ length: count }, (_, number) => source.docShard(number)))).flat();
}

/** A source that counts the gzip bytes of each file it reads, once per file, as a page's cache would. */
function countingSource(dir: string, locale: Locale) {
  const read = new Map<string, number>();
  const source = fileSource(dir, locale, (url, text) => read.set(url, gzipSync(text).length));
  const bytes = () => [...read.values()].reduce((sum, size) => sum + size, 0);
  return { source, bytes };
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`.padStart(7);

async function main(): Promise<void> {
  const { dir, cleanup } = siteDir();
  try {
    const sources = new Map<Locale, IndexSource>();
    const sourceOf = (locale: Locale): IndexSource => {
      let source = sources.get(locale);
      if (!source) sources.set(locale, (source = fileSource(dir, locale)));
      return source;
    };
    const docs = await allDocs(sourceOf('sr'));
    const rows = new Map<string, { count: number; first: number; five: number; reciprocal: number }>();
    const misses: string[] = [];
    for (const query of RELEVANCE_QUERIES) {
      const source = sourceOf(query.locale);
      if (!docs.some((doc) => fits(doc, query.want, source.meta)))
        throw new Error(`No product fits the rule of "${query.q}": ${JSON.stringify(query.want)}`);
      const results = await searchResults(source, query.q, NO_FILTERS, PAGE_SIZE);
      const rank = results.docs.findIndex((doc) => fits(doc, query.want, source.meta)) + 1;
      for (const kind of [query.kind, 'all']) {
        const row = rows.get(kind) ?? { count: 0, first: 0, five: 0, reciprocal: 0 };
        row.count += 1;
        row.first += rank === 1 ? 1 : 0;
        row.five += rank >= 1 && rank <= 5 ? 1 : 0;
        row.reciprocal += rank > 0 ? 1 / rank : 0;
        rows.set(kind, row);
      }
      if (rank !== 1)
        misses.push(
          `  ${query.kind} ${query.locale} "${query.q}": ${rank === 0 ? 'none right' : `first right at ${rank}`}, ${results.total} found, first: ${results.docs[0]?.[1] ?? '-'}`,
        );
    }
    console.log('kind        queries   hit@1   hit@5    MRR');
    for (const kind of [...KINDS, 'all']) {
      const row = rows.get(kind);
      if (!row) continue;
      console.log(
        `${kind.padEnd(10)} ${String(row.count).padStart(8)} ${percent(row.first, row.count)} ${percent(row.five, row.count)}  ${(row.reciprocal / row.count).toFixed(3)}`,
      );
    }
    console.log(`${misses.length} queries without a right answer first${values.verbose ? ':' : ' (--verbose lists them)'}`);
    if (values.verbose) for (const line of misses) console.log(line);
    await measureMisses(dir);
  } finally {
    cleanup();
  }
}

/** What a query that finds nothing loads, and what its suggestions add, in gzip KB (the entry file included). */
async function measureMisses(dir: string): Promise<void> {
  for (const query of MISS_QUERIES) {
    const { source, bytes } = countingSource(dir, 'sr');
    const results = await searchResults(source, query, NO_FILTERS, PAGE_SIZE);
    if (results.total > 0) {
      console.log(`miss "${query}": finds ${results.total}, not a miss`);
      continue;
    }
    const before = bytes();
    const miss = await missSuggestions(source, query);
    const kb = (size: number) => (size / 1024).toFixed(1);
    console.log(
      `miss "${query}": ${kb(before)} KB for the query, +${kb(bytes() - before)} KB for the suggestions; meant: ${miss.queries.join(' | ') || '-'}; categories: ${miss.categories.map(([name]) => name).join(', ') || '-'}; brands: ${miss.brands.join(', ') || '-'}`,
    );
  }
}

runCli(import.meta.url, main);
