import { codesRelated, namesModel, type Code, type SharedCode } from './codes.ts';
import type { Profile } from './profile.ts';

/** Storage within 3% is one capacity: a `1 TB` SSD is sold as `1000 GB` too. */
const sameCapacity = (a: number, b: number) => Math.abs(a - b) <= 0.03 * Math.max(a, b);
/** Screens within 0.7" are one size as shops round it: `13.6"` is sold as `13"`, `23.8"` as `24"`. */
const INCH_TOLERANCE = 0.7;
/** Characters two codes of one series share at their start or end. */
const SERIES = 3;

const list = (values: Iterable<string | number>) => [...values].join(', ');
const onlyIn = (a: ReadonlySet<string>, b: ReadonlySet<string>) => [...a].filter((value) => !b.has(value));
const differ = (a: number | null, b: number | null) => a !== null && b !== null && a !== b;

function flagConflict(a: Profile, b: Profile): string | null {
  if (a.accessory !== b.accessory) return 'an accessory and a device';
  if (a.bundle !== b.bundle) return 'a bundle and a product alone';
  if (a.used !== b.used) return 'a used or refurbished item and a new one';
  return null;
}

function sizeConflict(a: Profile, b: Profile): string | null {
  if (a.storage !== null && b.storage !== null && !sameCapacity(a.storage, b.storage)) return `capacity ${a.storage} GB / ${b.storage} GB`;
  if (differ(a.memory, b.memory)) return `memory ${a.memory} GB / ${b.memory} GB`;
  if (a.inches !== null && b.inches !== null && Math.abs(a.inches - b.inches) > INCH_TOLERANCE)
    return `screen size ${a.inches}" / ${b.inches}"`;
  if (differ(a.millimetres, b.millimetres)) return `size ${a.millimetres} mm / ${b.millimetres} mm`;
  if (differ(a.pack, b.pack)) return `pack of ${a.pack} / ${b.pack}`;
  if (a.watts.size > 0 && b.watts.size > 0 && ![...a.watts].some((watt) => b.watts.has(watt)))
    return `wattage ${list(a.watts)} W / ${list(b.watts)} W`;
  return null;
}

/**
 * Tier and model numbers. A tier, or a number glued to a line's letters, on one side only is
 * another model unless a whole model code is shared (`Galaxy S24 Ultra` against `S928B`); a
 * number written alone (`Switch 2`) too, unless a GTIN or MPN names the product (`whole`: a
 * shop's `1 m` or `2024` beside it says nothing against it). One on each side that the other
 * lacks always is.
 */
/**
 * Colours, editions and layouts each side names: disjoint colours (`Black` / `Navy`), or two
 * colours each that differ (`Black/Red` / `Black/Blue`); box against tray, body against kit;
 * DDR4 against DDR5; a US against a SRB layout.
 */
function variantConflict(a: Profile, b: Profile): string | null {
  const bothSay = (x: ReadonlySet<string>, y: ReadonlySet<string>) => x.size > 0 && y.size > 0;
  const disjoint = (x: ReadonlySet<string>, y: ReadonlySet<string>) => bothSay(x, y) && onlyIn(x, y).length === x.size;
  const colours = disjoint(a.colours, b.colours) || (a.colours.size > 1 && b.colours.size > 1 && onlyIn(a.colours, b.colours).length > 0);
  if (colours) return `colour ${list(a.colours)} / ${list(b.colours)}`;
  if (disjoint(a.shades, b.shades)) return `colour ${list(a.shades)} / ${list(b.shades)}`;
  if (disjoint(a.editions, b.editions)) return `${list(a.editions)} / ${list(b.editions)}`;
  // A board's Wi-Fi edition, a memory kit's RGB one, is its own product, whose name says so where the other's does not.
  for (const edition of ['wifi', 'rgb'])
    if (a.editions.has(edition) !== b.editions.has(edition)) return `a ${edition} edition and one without`;
  if (a.memoryType && b.memoryType && a.memoryType !== b.memoryType) return `memory ${a.memoryType} / ${b.memoryType}`;
  if (disjoint(a.layouts, b.layouts)) return `layout ${list(a.layouts)} / ${list(b.layouts)}`;
  return null;
}

function modelConflict(a: Profile, b: Profile, named: 'whole' | 'code' | null): string | null {
  const tiers = [...onlyIn(a.tiers, b.tiers), ...onlyIn(b.tiers, a.tiers)];
  if (tiers.length > 0 && !named) return `model tier ${tiers.join(', ')} on one side only`;
  const years = [onlyIn(a.years, b.years), onlyIn(b.years, a.years)];
  if (years.every((only) => only.length > 0)) return `year ${list(years[0] ?? [])} / ${list(years[1] ?? [])}`;
  const left = onlyIn(a.numbers, b.numbers).filter((number) => !b.codeNumbers.has(number));
  const right = onlyIn(b.numbers, a.numbers).filter((number) => !a.codeNumbers.has(number));
  if (left.length > 0 && right.length > 0) return `model number ${list(left)} / ${list(right)}`;
  const oneSided = [...left, ...right];
  const bare = left.some((number) => a.bareNumbers.has(number)) || right.some((number) => b.bareNumbers.has(number));
  const implied = named === 'whole' || (named === 'code' && !bare);
  if (oneSided.length > 0 && !implied) return `model number ${list(oneSided)} on one side only`;
  return null;
}

/** Codes that start or end alike, or have one shape, are one series' codes: `wh1000xm5` and `wh1000xm4b`, `qe55q80d` and `qe65q80d`, `g305` and `g502`. */
function oneSeries(a: string, b: string): boolean {
  let start = 0;
  while (start < a.length && a[start] === b[start]) start += 1;
  let end = 0;
  while (end < a.length && a[a.length - 1 - end] === b[b.length - 1 - end]) end += 1;
  return start >= SERIES || end >= SERIES || shape(a) === shape(b);
}

/** A code's letters and digits as `a` and `9`: `g305` and `g502` are both `a999`. */
const shape = (code: string) => code.replace(/[a-z]/g, 'a').replace(/\d/g, '9');

/**
 * Codes of one series in both titles that agree with nothing on the other side: two models
 * (`i7-14700KF` / `i7-14700F`, `QE55Q80D` / `QE65Q80D`). A code written with separators counts
 * as one with its parts (`i7-14700K` is also `14700K`); one inside another is related, not a
 * conflict (`55Q80D`, `QE55Q80DATXXH`); codes of no one series are two kinds of code, a model's
 * and a part number's (`RX7800XT`, `11330-02-20G`), not two models.
 */
function codeConflict(a: Profile, b: Profile): string | null {
  const mpns = [a, b].map((side) => side.codes.filter((code) => code.fromMpn && code.group === -1 && code.words.length === 0));
  const [left, right] = mpns as [Code[], Code[]];
  if (left.length > 0 && right.length > 0 && !left.some((mine) => right.some((theirs) => codesRelated(mine, theirs)))) {
    return `part number ${left[0]?.shown} / ${right[0]?.shown}`;
  }
  const unmatched = (one: Profile, other: Profile) => {
    const related = new Set(one.codes.filter((code) => other.codes.some((theirs) => codesRelated(code, theirs))).map((code) => code.group));
    return one.codes.filter((code) => !code.fromMpn && !related.has(code.group));
  };
  const mine = unmatched(a, b);
  const theirs = unmatched(b, a);
  const pair = mine.flatMap((one) => theirs.filter((other) => oneSeries(one.value, other.value)).map((other) => [one, other] as const))[0];
  return pair ? `model code ${pair[0].shown} / ${pair[1].shown}` : null;
}

/** Brands agree when either is unknown, or one is the other's start (`sony`, `sonyinteractiveentertainment`). */
function sameBrand(a: string | null, b: string | null): boolean {
  return !a || !b || a.startsWith(b) || b.startsWith(a);
}

/**
 * Why two sides cannot be one product, or null: another brand, an accessory, bundle or used
 * item against a product, another capacity, memory, size, pack, wattage, colour, tier, model
 * number or model code. Every automatic match, GTIN and MPN ones too, passes this check
 * (docs/feeds.md, Matching). `code` is how the sides' codes agree, if they do; `identified`,
 * that a GTIN or brand + MPN names the product, which then implies a tier or number a title
 * leaves out, and checks only what the title says otherwise.
 */
export function findConflict(a: Profile, b: Profile, code: SharedCode | null, identified = false): string | null {
  if (!sameBrand(a.brand, b.brand)) return `brand ${a.brand} / ${b.brand}`;
  const coded = code !== null && code.agreement !== 'stem' && namesModel(code.left) && namesModel(code.right);
  const named = identified ? 'whole' : coded ? 'code' : null;
  return flagConflict(a, b) ?? sizeConflict(a, b) ?? variantConflict(a, b) ?? codeConflict(a, b) ?? modelConflict(a, b, named);
}
