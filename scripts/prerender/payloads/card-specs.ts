import { specText } from '../../../src/lib/spec-value.ts';
import type { Snapshot, SnapshotProduct } from '../../catalogue/snapshot.ts';

/** A card shows at most this many specs, each at most MAX_LENGTH characters. */
export const CARD_SPECS = 3;
const MAX_LENGTH = 20;

/**
 * The specs a card shows, most telling first: a product's card takes the first CARD_SPECS of
 * these that it has (as Geizhals and PriceSpy show storage, memory and screen on a phone's
 * card). `suffix` names a value its unit alone leaves ambiguous (RAM beside storage, both GB).
 * Keys without a unit that mean nothing alone (cores, buttons) are left out.
 */
const CARD_SPEC_KEYS: { key: string; suffix?: string }[] = [
  { key: 'storage' },
  { key: 'ram', suffix: 'RAM' },
  { key: 'screenSize' },
  { key: 'capacity' },
  { key: 'vram' },
  { key: 'socket' },
  { key: 'boostClock' },
  { key: 'chipset' },
  { key: 'memoryType' },
  { key: 'memorySpeed' },
  { key: 'interface' },
  { key: 'readSpeed' },
  { key: 'rpm' },
  { key: 'refreshRate' },
  { key: 'resolution' },
  { key: 'caseSize' },
  { key: 'panel' },
  { key: 'brightnessLumens' },
  { key: 'lightSource' },
  { key: 'megapixels' },
  { key: 'videoResolution' },
  { key: 'sensor' },
  { key: 'mount' },
  { key: 'focalLength' },
  { key: 'aperture' },
  { key: 'power' },
  { key: 'efficiency' },
  { key: 'battery' },
  { key: 'noiseCancelling' },
  { key: 'driver' },
  { key: 'impedance' },
  { key: 'batteryLife' },
  { key: 'channels' },
  { key: 'audioFormats' },
  { key: 'printTechnology' },
  { key: 'functions' },
  { key: 'printSpeed' },
  { key: 'consumableType' },
  { key: 'dpi' },
  { key: 'layout' },
  { key: 'switchType' },
  { key: 'flightTime' },
  { key: 'wifi' },
  { key: 'bands' },
  { key: 'platform' },
  { key: 'genre' },
  { key: 'pegi' },
  { key: 'suctionPower' },
  { key: 'runtime' },
  { key: 'navigation' },
  { key: 'maxLoad' },
  { key: 'armrests' },
  { key: 'recline' },
  { key: 'tdp' },
  { key: 'waterResistance' },
  { key: 'formFactor' },
  { key: 'connectivity' },
  { key: 'weight' },
];

const RANK = new Map(CARD_SPEC_KEYS.map((spec, rank) => [spec.key, rank]));

/**
 * A product's card specs (CARD_SPEC_KEYS), each a short text in no language (`specText`; the card
 * puts numbers in its language); undefined when it has none, so a card without them costs nothing.
 */
export function cardSpecs(product: SnapshotProduct, labels: Snapshot['specLabels']): string[] | undefined {
  const candidates: { rank: number; value: string }[] = [];
  for (const { key, value } of product.specs) {
    const rank = RANK.get(key);
    if (rank !== undefined) candidates.push({ rank, value });
  }
  // Stable: of a key given more than once, its first value.
  candidates.sort((a, b) => a.rank - b.rank);
  const texts: string[] = [];
  let last = -1;
  for (const { rank, value } of candidates) {
    if (rank === last) continue;
    const { key, suffix } = CARD_SPEC_KEYS[rank] as (typeof CARD_SPEC_KEYS)[number];
    const text = specText(value, labels.get(key)?.unit ?? '') + (suffix ? `\u00a0${suffix}` : '');
    if (text.length > MAX_LENGTH) continue;
    texts.push(text);
    last = rank;
    if (texts.length === CARD_SPECS) break;
  }
  return texts.length > 0 ? texts : undefined;
}
