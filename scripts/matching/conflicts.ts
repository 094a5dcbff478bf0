import type { Profile } from './profile.ts';

/** Storage within 3% is one capacity: a `1 TB` SSD is sold as `1000 GB` too. */
const sameCapacity = (a: number, b: number) => Math.abs(a - b) <= 0.03 * Math.max(a, b);

const list = (values: Iterable<string | number>) => [...values].join(', ');

function onlyIn(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  return [...a].filter((value) => !b.has(value));
}

function flagConflict(a: Profile, b: Profile): string | null {
  if (a.accessory !== b.accessory) return 'an accessory and a device';
  if (a.bundle !== b.bundle) return 'a bundle and a product alone';
  if (a.used !== b.used) return 'a used or refurbished item and a new one';
  return null;
}

function attributeConflict(a: Profile, b: Profile): string | null {
  if (a.storage !== null && b.storage !== null && !sameCapacity(a.storage, b.storage)) return `capacity ${a.storage} GB / ${b.storage} GB`;
  if (a.memory !== null && b.memory !== null && a.memory !== b.memory) return `memory ${a.memory} GB / ${b.memory} GB`;
  if (a.inches !== null && b.inches !== null && Math.abs(a.inches - b.inches) > 0.5) return `screen size ${a.inches}" / ${b.inches}"`;
  if (a.watts.size > 0 && b.watts.size > 0 && ![...a.watts].some((watt) => b.watts.has(watt))) {
    return `wattage ${list(a.watts)} W / ${list(b.watts)} W`;
  }
  if (a.colours.size > 0 && b.colours.size > 0 && onlyIn(a.colours, b.colours).length === a.colours.size) {
    return `colour ${list(a.colours)} / ${list(b.colours)}`;
  }
  const tiers = [...onlyIn(a.tiers, b.tiers), ...onlyIn(b.tiers, a.tiers)];
  if (tiers.length > 0) return `model tier ${tiers.join(', ')} on one side only`;
  return null;
}

/**
 * Model numbers (`s24`, `15`, `2024`, `4070`) must agree: a number on each side that the other
 * lacks is another model, generation or year. A number on one side only is one too, unless a
 * shared model code already names the model (`Galaxy S24` against `SM-S921B`).
 */
function numberConflict(a: Profile, b: Profile, sharedCode: boolean): string | null {
  const left = onlyIn(a.numbers, b.numbers);
  const right = onlyIn(b.numbers, a.numbers);
  if (left.length > 0 && right.length > 0) return `model number ${list(left)} / ${list(right)}`;
  if (!sharedCode && left.length + right.length > 0) return `model number ${list([...left, ...right])} on one side only`;
  return null;
}

/**
 * Why two sides cannot be one product, or null: an accessory, bundle or used item against a
 * product, another brand, capacity, memory, screen size, wattage, colour, tier or model number.
 * Every automatic match, GTIN and MPN ones too, passes this check (docs/feeds.md, Matching).
 */
export function findConflict(a: Profile, b: Profile, sharedCode: boolean): string | null {
  if (a.brand && b.brand && a.brand !== b.brand) return `brand ${a.brand} / ${b.brand}`;
  return flagConflict(a, b) ?? attributeConflict(a, b) ?? numberConflict(a, b, sharedCode);
}
