import type { TFunction } from 'i18next';
import type { FamilySpan } from '../domain/family.ts';

/**
 * What a family's variants span, as its card and the search suggestions say it, at most three
 * axes: a range of capacities or sizes (`128 GB–1 TB`), else how many colours or versions.
 */
export function familySpanTexts(spans: readonly FamilySpan[], t: TFunction): string[] {
  return spans.slice(0, 3).map(([axis, low, high, count]) => {
    if (axis === 'storage' || axis === 'memory' || axis === 'size') return `${low}–${high}`;
    return t(axis === 'color' ? 'card.colours' : 'card.versions', { count });
  });
}
