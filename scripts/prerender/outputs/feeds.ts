import { feedFiles } from '../feed-xml.ts';
import { readFeedFile, writeFeeds } from '../feeds.ts';
import { fileAnswer, type Output } from './output.ts';

export const feedsOutput: Output = {
  name: 'feeds',
  files: '`<category or product>/feed.xml` in every language (feeds.ts)',
  key: "its content: the writer's version and its source, worked out when its products' article keys changed",
  filesOf: (page, site) => feedFiles(site, page),
  reads: ['pages'],
  open: ({ keys, snapshot, site, feedVersion, workers }) => ({
    write: async () => {
      const { written, carried } = await writeFeeds(snapshot, site, keys, { version: feedVersion, ...workers });
      return { detail: `${written} written, ${carried} carried over`, written, carried };
    },
  }),
  serve: ({ snapshot, site, pathname }) => fileAnswer(readFeedFile(snapshot(), site, pathname), 'application/atom+xml; charset=utf-8'),
};
