import type { DocFamily } from '../../../src/search/index-format.ts';
import type { IndexProduct } from './products.ts';

/** A card of search: a family's members on the site, or a product alone. */
interface Unit {
  members: IndexProduct[];
  shops: number;
  buyable: boolean;
  name: string;
  accessory: boolean;
}

/** Priced before unpriced, then cheapest first; more shops, then name, on a tie. */
function byPrice(a: IndexProduct, b: IndexProduct): number {
  return (
    Number(a.priceMinor < 0) - Number(b.priceMinor < 0) ||
    a.priceMinor - b.priceMinor ||
    b.shops - a.shops ||
    a.name.localeCompare(b.name, 'en') ||
    a.path.localeCompare(b.path, 'en')
  );
}

function groupUnits(products: IndexProduct[]): Unit[] {
  const byKey = new Map<number, Unit>();
  const units: Unit[] = [];
  for (const product of products) {
    const key = product.family?.key;
    let unit = key === undefined ? undefined : byKey.get(key);
    if (!unit) {
      const family = product.family;
      unit = {
        members: [],
        shops: family?.shops ?? product.shops,
        buyable: false,
        name: family?.name ?? product.name,
        accessory: product.accessory === true,
      };
      units.push(unit);
      if (key !== undefined) byKey.set(key, unit);
    }
    unit.members.push(product);
    unit.buyable ||= product.buyable;
  }
  return units;
}

/**
 * Static rank with families (docs/decisions/038-search-by-family.md): a family ranks as one
 * product with the shops selling any of its members, and its members follow one another,
 * cheapest first, so that the first member a query matches is the cheapest that matches. Devices
 * before accessories (a console before its games, docs/decisions/051-search-names-the-device.md),
 * then most shops, then buyable, then by name; a product's id is its place.
 */
export function rankWithFamilies(products: IndexProduct[]): IndexProduct[] {
  const units = groupUnits(products);
  for (const unit of units) unit.members.sort(byPrice);
  units.sort(
    (a, b) =>
      Number(a.accessory) - Number(b.accessory) ||
      b.shops - a.shops ||
      Number(b.buyable) - Number(a.buyable) ||
      a.name.localeCompare(b.name, 'en') ||
      (a.members[0] as IndexProduct).path.localeCompare((b.members[0] as IndexProduct).path, 'en'),
  );
  return units.flatMap((unit) => unit.members);
}

/** Each ranked product's DocFamily, undefined for a product alone: its family's first id, size, name, shops and spans. */
export function docFamilies(ranked: IndexProduct[]): (DocFamily | undefined)[] {
  const out: (DocFamily | undefined)[] = [];
  for (let id = 0; id < ranked.length;) {
    const family = (ranked[id] as IndexProduct).family;
    let end = id + 1;
    while (family && end < ranked.length && ranked[end]?.family?.key === family.key) end += 1;
    const doc: DocFamily | undefined = family ? [id, end - id, family.name, family.shops, family.spans] : undefined;
    for (; id < end; id += 1) out.push(doc);
  }
  return out;
}

/** FacetColumns `runs`: per family, the gap from the previous family's first id and its member count. */
export function familyRuns(families: (DocFamily | undefined)[]): number[] {
  const runs: number[] = [];
  let previous = 0;
  families.forEach((family, id) => {
    if (!family || family[0] !== id) return;
    runs.push(id - previous, family[1]);
    previous = id;
  });
  return runs;
}
