import { createSitemaps } from '../sitemaps.ts';
import type { Output } from './output.ts';

export const sitemapsOutput: Output = {
  name: 'sitemaps',
  files: '`/sitemap.xml`, `/sitemap-<locale>-<n>.xml`, `/robots.txt` (sitemaps.ts)',
  key: 'none: written afresh from the pages as they are listed',
  writtenWhole: [/^sitemap.*\.xml$/],
  open: ({ dir, site, timestamp }) => {
    const sitemaps = createSitemaps(site);
    return {
      onPage: (page) => sitemaps.add(page),
      write: () => ({ detail: `${sitemaps.write(dir, new Date(timestamp).toISOString()).length} files` }),
    };
  },
};
