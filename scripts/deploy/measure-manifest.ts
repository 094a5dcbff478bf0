import { createHash } from 'node:crypto';
import { decodeManifest, encodeManifest, FORMAT, type Entries } from './manifest.ts';
import { planDeploy, type LocalFile } from './plan.ts';
import { formatBytes } from './transfer-progress.ts';

/**
 * `npx tsx scripts/deploy/measure-manifest.ts [products]`: the manifest of a generated site of
 * 100,000 products (24 files each, as the build writes them: 7 languages of page, payload and
 * feed, plus history.csv, history.json and other-market.json): its gzipped size, the time to
 * write and read it, and the time and memory of a plan against it.
 */
const products = Number(process.argv[2] ?? 100_000);
const LOCALES = ['', 'me/', 'ba/', 'en/', 'ru/', 'de/', 'tr/'];
const CATEGORIES = [
  'racunari/prenosni/laptopovi',
  'racunari/prenosni/tableti',
  'telefoni/mobilni/pametni-telefoni',
  'tv-audio/televizori/led-televizori',
];
const WORDS = [
  'lenovo',
  'ideapad',
  'slim',
  'samsung',
  'galaxy',
  'xiaomi',
  'redmi',
  'note',
  'pro',
  'max',
  'ultra',
  'plus',
  '256-gb',
  '16-gb',
  'oled',
];

const hashOf = (text: string) => createHash('md5').update(text).digest('base64');
const local: LocalFile[] = [];
for (let id = 1; id <= products; id += 1) {
  const slug = `${id}-${WORDS[id % 15]}-${WORDS[(id * 7) % 15]}-${WORDS[(id * 11) % 15]}`;
  const folder = `${CATEGORIES[id % CATEGORIES.length]}/${slug}`;
  const files = [
    ...LOCALES.flatMap((locale) => ['index.html', '_payload.json', 'feed.xml'].map((file) => `${locale}${folder}/${file}`)),
    `${folder}/history.csv`,
    `${folder}/history.json`,
    `${folder}/other-market.json`,
  ];
  for (const path of files) local.push({ path, size: 1000 + ((id * path.length) % 40_000), hash: hashOf(path), immutable: false });
}
const entries: Entries = new Map(local.map((file) => [file.path, { hash: file.hash, size: file.size, build: '126bfa96e032f2f3' }]));

let started = performance.now();
const header = {
  format: FORMAT,
  site: 'cjenovnik.me',
  build: '126bfa96e032f2f3',
  saved: new Date().toISOString(),
  files: entries.size,
  journal: '',
};
const gzipped = await encodeManifest(header, entries);
const written = (performance.now() - started) / 1000;
started = performance.now();
const read = await decodeManifest(gzipped, 'generated');
const readSeconds = (performance.now() - started) / 1000;
started = performance.now();
const plan = planDeploy(local, read.entries, Date.now(), () => false);
const planSeconds = (performance.now() - started) / 1000;
console.log(
  `${entries.size.toLocaleString('en')} entries: ${formatBytes(gzipped.length)} gzipped (${(gzipped.length / entries.size).toFixed(1)} bytes an entry); ` +
    `written in ${written.toFixed(1)} s, read in ${readSeconds.toFixed(1)} s, planned in ${planSeconds.toFixed(1)} s (${plan.unchanged.toLocaleString('en')} unchanged); ` +
    `heap ${formatBytes(process.memoryUsage().heapUsed)}, resident ${formatBytes(process.memoryUsage().rss)}`,
);
