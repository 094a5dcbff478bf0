import { foldText } from '../../src/lib/paths.ts';
import type { SearchRow } from './payload.ts';

export interface SearchEntry {
  row: SearchRow;
  folded: string;
}

/** The site's search index, written by the prerender beside the pages. */
export const SEARCH_INDEX_URL = '/search-index.json';

let loading: Promise<SearchEntry[]> | null = null;

/** The site's search index, fetched once per page load. */
export function loadSearchIndex(): Promise<SearchEntry[]> {
  loading ??= fetch(SEARCH_INDEX_URL)
    .then((response) => {
      if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
      return response.json() as Promise<SearchRow[]>;
    })
    .then((rows) => rows.map((row) => ({ row, folded: foldText(row[1]) })))
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Entries whose name holds every word of the query, diacritics folded; at most `limit`. */
export function searchEntries(entries: SearchEntry[], query: string, limit = 48): { hits: SearchRow[]; total: number } {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { hits: [], total: 0 };
  const hits: SearchRow[] = [];
  let total = 0;
  for (const entry of entries) {
    if (words.every((word) => entry.folded.includes(word))) {
      total += 1;
      if (hits.length < limit) hits.push(entry.row);
    }
  }
  return { hits, total };
}
