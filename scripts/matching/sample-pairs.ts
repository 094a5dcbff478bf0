import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../cli.ts';
import { PRODUCT_LINES } from '../sample/products/index.ts';
import { createRandom, type Random } from '../sample/random.ts';
import { SHOP_TITLE_STYLES } from '../sample/shop-styles.ts';
import { shopTitle, type TitleProduct, type TitleStyle } from '../sample/shop-titles.ts';
import type { SampleProductLine } from '../sample/types.ts';
import { LABELLED_DIR, type LabelledPair } from './labelled-set.ts';

/** The file the sample's pairs are kept in, beside the hand-written hard cases. */
const SAMPLE_PAIRS = join(LABELLED_DIR, 'sample-pairs.jsonl');

const SHOPS = Object.keys(SHOP_TITLE_STYLES);
/** How many pairs of each kind: two shops' titles of one product; of two variants of a line; of two lines of a brand's category. */
const COUNTS = { 'sample-same': 600, 'sample-variant': 450, 'sample-neighbour': 250 } as const;

interface Variant {
  line: SampleProductLine;
  product: TitleProduct;
}

const variantsOf = (line: SampleProductLine): Variant[] =>
  line.variants.map((variant) => ({
    line,
    product: {
      brand: line.brand,
      model: line.model,
      variant,
      lineMpn: line.mpn,
      mpn: `${line.mpn}${variant.mpnSuffix}`,
      categorySlug: line.category,
      batch: 0,
      lineSpecs: line.specs,
    },
  }));

/** One shop's offer of a variant: its title, and its brand and MPN when the shop sends them (about half do). */
function side(variant: Variant, shop: string, random: Random) {
  const title = shopTitle(SHOP_TITLE_STYLES[shop] as TitleStyle, variant.product, String(random.int(100_000, 199_999)), random);
  return {
    title,
    ...(random.chance(0.8) ? { brand: variant.line.brand } : {}),
    ...(random.chance(0.5) ? { mpn: variant.product.mpn } : {}),
  };
}

/**
 * Labelled pairs written from the sample's products by its shops' title styles (shop-titles.ts):
 * the matcher is measured on what the sample's feeds bring, beside the hard cases written by hand.
 * Deterministic: the same seed writes the same file.
 */
function samplePairs(seed = 1): LabelledPair[] {
  const random = createRandom(seed);
  const lines = PRODUCT_LINES.filter((line) => line.variants.length > 0);
  const pairs: LabelledPair[] = [];
  const twoShops = () => random.sample(SHOPS, 2).sort(() => (random.chance(0.5) ? 1 : -1)) as [string, string];
  const add = (kind: keyof typeof COUNTS, label: 'same' | 'different', a: Variant, b: Variant) => {
    const [left, right] = twoShops();
    pairs.push({ kind, label, left: side(a, left, random), right: side(b, right, random) });
  };
  while (pairs.length < COUNTS['sample-same']) {
    const variant = random.pick(variantsOf(random.pick(lines)));
    add('sample-same', 'same', variant, variant);
  }
  const families = lines.filter((line) => line.variants.length > 1);
  while (pairs.length < COUNTS['sample-same'] + COUNTS['sample-variant']) {
    const [a, b] = random.sample(variantsOf(random.pick(families)), 2) as [Variant, Variant];
    add('sample-variant', 'different', a, b);
  }
  while (pairs.length < COUNTS['sample-same'] + COUNTS['sample-variant'] + COUNTS['sample-neighbour']) {
    const line = random.pick(lines);
    const neighbours = lines.filter((other) => other !== line && other.brand === line.brand && other.category === line.category);
    if (neighbours.length === 0) continue;
    add('sample-neighbour', 'different', random.pick(variantsOf(line)), random.pick(variantsOf(random.pick(neighbours))));
  }
  return pairs;
}

/** `npx tsx scripts/matching/sample-pairs.ts`: writes the sample's labelled pairs again (after the sample's products or titles change). */
function main(): void {
  const pairs = samplePairs();
  writeFileSync(SAMPLE_PAIRS, pairs.map((pair) => JSON.stringify(pair)).join('\n') + '\n');
  console.log(`${pairs.length} labelled pairs written to ${SAMPLE_PAIRS}`);
}

runCli(import.meta.url, main);
