import { join } from 'node:path';
import { OPEN_DATA_FILES, readOpenDataFile, writeOpenData } from '../open-data.ts';
import { fileAnswer, type Output } from './output.ts';

export const openDataOutput: Output = {
  name: 'open data',
  files: '`<product>/history.csv`, `<product>/history.json` (open-data.ts)',
  key: "the product's article key",
  filesOf: (route) => OPEN_DATA_FILES.map((name) => join(route, name)),
  reads: ['pages'],
  open: ({ keys, snapshot, site }) => ({
    write: () => {
      const written = writeOpenData(snapshot, site, keys);
      return { detail: `${written} products written`, written };
    },
  }),
  serve: ({ snapshot, site, pathname }) => {
    const text = readOpenDataFile(snapshot(), site, pathname);
    return fileAnswer(text, pathname.endsWith('.csv') ? 'text/csv; charset=utf-8' : 'application/json');
  },
};
