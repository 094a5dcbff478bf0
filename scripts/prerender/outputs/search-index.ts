import { SEARCH_INDEX_BASE } from '../../../src/search/index-format.ts';
import { readSearchIndexFile, writeSearchIndex } from '../search-index/write.ts';
import { fileAnswer, type Output } from './output.ts';

export const searchIndexOutput: Output = {
  name: 'search index',
  files: '`/search-index/<locale>.json`, `/search-index/<version>/…` (search-index/write.ts)',
  key: 'none: written afresh; its folder is named by its content',
  writtenWhole: [SEARCH_INDEX_BASE.slice(1)],
  open: ({ dir, snapshot, site }) => ({ write: () => ({ detail: `${writeSearchIndex(dir, snapshot, site)} products` }) }),
  serve: ({ snapshot, site, pathname }) => fileAnswer(readSearchIndexFile(snapshot(), site, pathname)),
};
