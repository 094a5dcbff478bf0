import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { listFeedDir } from './feed-dir.ts';

const feedsFolder = () => {
  const root = mkdtempSync(join(tmpdir(), 'feed-dir-'));
  mkdirSync(join(root, 'feeds'));
  return { root, feeds: join(root, 'feeds') };
};

test('a shop folder that is a symbolic link to a missing folder is skipped with the reason; the other shops are listed', () => {
  const { root, feeds } = feedsFolder();
  symlinkSync(join(root, 'missing'), join(feeds, 'ghost'));
  mkdirSync(join(feeds, 'tehno'));
  writeFileSync(join(feeds, 'tehno', '2026-11-20.xml'), '<rss/>');

  expect(listFeedDir(feeds)).toEqual({
    feeds: [{ shopId: 'tehno', file: join(feeds, 'tehno', '2026-11-20.xml') }],
    skipped: [{ path: join(feeds, 'ghost'), reason: 'a symbolic link to a missing folder; skipped: fix or remove the link' }],
  });
});

test('a folder or a broken symbolic link named like a feed is skipped with the reason, not listed as a feed', () => {
  const { root, feeds } = feedsFolder();
  mkdirSync(join(feeds, 'tehno', '2026-11-20.xml'), { recursive: true });
  writeFileSync(join(feeds, 'tehno', '2026-11-21.xml'), '<rss/>');
  mkdirSync(join(feeds, 'bosna'));
  symlinkSync(join(root, 'missing.tsv'), join(feeds, 'bosna', '2026-11-20.tsv'));
  writeFileSync(join(feeds, 'bosna', '2026-11-21.tsv'), 'id\n');

  expect(listFeedDir(feeds)).toEqual({
    feeds: [
      { shopId: 'bosna', file: join(feeds, 'bosna', '2026-11-21.tsv') },
      { shopId: 'tehno', file: join(feeds, 'tehno', '2026-11-21.xml') },
    ],
    skipped: [
      { path: join(feeds, 'bosna', '2026-11-20.tsv'), reason: 'a symbolic link to a missing file; skipped: fix or remove the link' },
      { path: join(feeds, 'tehno', '2026-11-20.xml'), reason: 'a folder, not a feed file; skipped: replace it with the feed file' },
    ],
  });
});

test('symbolic links to a real shop folder or feed file are followed; other files are ignored; feeds oldest first, then by shop', () => {
  const { root, feeds } = feedsFolder();
  const elsewhere = join(root, 'elsewhere');
  mkdirSync(elsewhere);
  writeFileSync(join(elsewhere, '2026-11-20.csv'), 'id\n');
  symlinkSync(elsewhere, join(feeds, 'linked'));
  mkdirSync(join(feeds, 'tehno'));
  symlinkSync(join(elsewhere, '2026-11-20.csv'), join(feeds, 'tehno', '2026-11-21.csv'));
  writeFileSync(join(feeds, 'tehno', '2026-11-20.xml'), '<rss/>');
  writeFileSync(join(feeds, 'tehno', 'notes.txt'), 'not a feed');
  writeFileSync(join(feeds, 'README.md'), 'feeds of the day');

  expect(listFeedDir(feeds)).toEqual({
    feeds: [
      { shopId: 'linked', file: join(feeds, 'linked', '2026-11-20.csv') },
      { shopId: 'tehno', file: join(feeds, 'tehno', '2026-11-20.xml') },
      { shopId: 'tehno', file: join(feeds, 'tehno', '2026-11-21.csv') },
    ],
    skipped: [],
  });
});
