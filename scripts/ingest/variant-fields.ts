import { capacityGb } from '../../src/domain/family.ts';
import type { VariantValue } from '../catalogue/families.ts';
import type { RawField } from './raw-item.ts';

/** Longer values are not variant names (the catalogue keeps at most this many characters). */
const MAX_VALUE = 80;
/** Google Merchant Center's limit for `item_group_id`; a longer one is ignored. */
const MAX_GROUP_ID = 50;

const CAPACITY = /\b(\d+(?:[.,]\d+)?)\s?(GB|TB)\b/gi;
const STORAGE_DETAIL = /storage|capacity|ssd|hdd|flash|kapacitet|pohrana|skladi|memorija za pohranu/i;
const MEMORY_DETAIL = /\bram\b|memory|radna memorija/i;

/** A capacity as the catalogue writes it: `512 GB`, `1 TB`. */
function capacityText(amount: string, unit: string): string {
  return `${amount.replace(',', '.')} ${unit.toUpperCase()}`;
}

/** Capacities named in `product_detail` (`section:attribute:value` lines), by what the attribute says they are. */
function detailCapacities(detail: string | undefined): VariantValue[] {
  const values: VariantValue[] = [];
  for (const line of detail?.split('\n') ?? []) {
    const [attribute = '', value = ''] = line.split(':').slice(-2);
    const match = /^(\d+(?:[.,]\d+)?)\s?(GB|TB)$/i.exec(value.trim());
    if (!match) continue;
    const text = capacityText(match[1] as string, match[2] as string);
    if (STORAGE_DETAIL.test(attribute) && !values.some((entry) => entry.axis === 'storage')) values.push({ axis: 'storage', value: text });
    else if (MEMORY_DETAIL.test(attribute) && !values.some((entry) => entry.axis === 'memory'))
      values.push({ axis: 'memory', value: text });
  }
  return values;
}

/** Capacities in a title: one is the storage; with two or more, the smallest is the memory and the largest the storage. */
function titleCapacities(title: string): VariantValue[] {
  const found = [...title.matchAll(CAPACITY)].map((match) => capacityText(match[1] as string, match[2] as string));
  if (found.length === 0) return [];
  const sorted = [...new Set(found)].sort((a, b) => (capacityGb(a) as number) - (capacityGb(b) as number));
  const storage = sorted.at(-1) as string;
  return sorted.length > 1
    ? [
        { axis: 'memory', value: sorted[0] as string },
        { axis: 'storage', value: storage },
      ]
    : [{ axis: 'storage', value: storage }];
}

/**
 * An item's variant values (docs/decisions/036-product-families.md): Google Merchant Center's
 * `color`, `size`, `material` and `pattern`, and capacities from `product_detail`, else from
 * the title. Values too long to be a variant's name are left out; an item never fails for them.
 */
export function variantOfItem(fields: Partial<Record<RawField, string>>, title: string): VariantValue[] {
  const values: VariantValue[] = [];
  for (const axis of ['color', 'size', 'material', 'pattern'] as const) {
    const value = fields[axis]?.trim();
    if (value && value.length <= MAX_VALUE) values.push({ axis, value });
  }
  const capacities = detailCapacities(fields.product_detail);
  return [...values, ...(capacities.length > 0 ? capacities : titleCapacities(title))];
}

/** The item's group (GMC `item_group_id`), or null when it has none or a longer one than the format allows. */
export function itemGroupOf(fields: Partial<Record<RawField, string>>): string | null {
  const id = fields.item_group_id?.trim();
  return id && id.length <= MAX_GROUP_ID ? id : null;
}
