import type { CandidateProduct } from '../catalogue/review.ts';
import type { QueuedItem } from '../catalogue/worklist.ts';
import { profileOf, type Profile } from '../matching/profile.ts';

/** One attribute both sides name, as the item and the candidate have it, and whether they agree. */
export interface Evidence {
  label: string;
  item: string;
  product: string;
  agrees: boolean;
}

const setText = (values: Set<string | number>) => [...values].sort().join(', ');

/** The attributes the matcher reads, each as text (empty when the side does not name it). */
const ATTRIBUTES: { label: string; of: (profile: Profile) => string }[] = [
  { label: 'brand', of: (profile) => profile.brand ?? '' },
  { label: 'GTIN', of: (profile) => profile.gtin ?? '' },
  { label: 'model code', of: (profile) => setText(new Set(profile.codes.map((code) => code.shown))) },
  { label: 'storage', of: (profile) => (profile.storage === null ? '' : `${profile.storage} GB`) },
  { label: 'memory', of: (profile) => (profile.memory === null ? '' : `${profile.memory} GB`) },
  { label: 'screen', of: (profile) => (profile.inches === null ? '' : `${profile.inches}"`) },
  { label: 'pack', of: (profile) => (profile.pack === null ? '' : `${profile.pack}×`) },
  { label: 'colour', of: (profile) => setText(profile.colours) },
  { label: 'edition', of: (profile) => setText(profile.editions) },
  { label: 'bundle', of: (profile) => (profile.bundle ? 'bundle' : '') },
];

/**
 * The evidence for a candidate, as the matcher reads both sides (matching/profile.ts): each
 * attribute that both name, agreeing or in conflict. An attribute one side leaves out is no evidence.
 */
export function evidenceFor(item: QueuedItem, product: CandidateProduct): Evidence[] {
  const left = profileOf({ title: item.title, brand: item.brand, mpn: item.mpn, gtin: item.gtin });
  const right = profileOf({ title: product.name, brand: product.brand, mpn: product.mpn, gtin: product.gtin });
  return ATTRIBUTES.flatMap(({ label, of }) => {
    const [mine, theirs] = [of(left), of(right)];
    if (!mine || !theirs) return [];
    const agrees =
      label === 'model code' ? left.codes.some((code) => right.codes.some((other) => other.value === code.value)) : mine === theirs;
    return [{ label, item: mine, product: theirs, agrees }];
  });
}
