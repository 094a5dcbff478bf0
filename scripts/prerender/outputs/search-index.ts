import { readSearchIndexFile, writeSearchIndex } from '../search-index.ts';
import { fileAnswer, type Output } from './output.ts';

export const searchIndexOutput: Output = {
  name: 'search index',
  files: '`/search-index/<locale>.json`, `/search-index/<version>/…` (search-index.ts)',
  key: 'none: written afresh; its folder is named by its content',
  open: ({ carry, snapshot, site }) => ({ write: () => ({ detail: `${writeSearchIndex(carry.dir, snapshot, site)} products` }) }),
  serve: ({ snapshot, site, pathname }) => fileAnswer(readSearchIndexFile(snapshot(), site, pathname)),
};
