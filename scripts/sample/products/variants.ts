import type { VariantAxis } from '../../../src/domain/family.ts';
import type { SampleVariant } from '../types.ts';

type Specs = Record<string, string | number>;

/**
 * One option of one variant dimension: `[name, mpnSuffix, priceDelta?, specs?, axis?]`; the
 * axis (the family's variant attribute the name is a value of) is `version` unless given.
 */
export type Opt = readonly [name: string, mpnSuffix: string, priceDelta?: number, specs?: Specs, axis?: VariantAxis];

/** A variant of dimensions' options: names joined with `, `, one axis value per option. */
function toVariant(options: readonly Opt[]): SampleVariant {
  let name = '';
  let mpnSuffix = '';
  let priceDelta = 0;
  let specs: Specs | undefined;
  const axes: [VariantAxis, string][] = [];
  for (const [optionName, suffix, delta = 0, optionSpecs, axis = 'version'] of options) {
    name = name ? `${name}, ${optionName}` : optionName;
    mpnSuffix += suffix;
    priceDelta += delta;
    if (optionSpecs) specs = { ...specs, ...optionSpecs };
    if (!axes.some(([known]) => known === axis)) axes.push([axis, optionName]);
  }
  return { name, mpnSuffix, priceDelta, axes, ...(specs ? { specs } : {}) };
}

/** One variant per option. */
export function opts(...list: Opt[]): SampleVariant[] {
  return list.map((option) => toVariant([option]));
}

/** A single-configuration line: one variant (usually just the colour). */
export function one(name: string, mpnSuffix = '', specs?: Specs): SampleVariant[] {
  return [toVariant([[name, mpnSuffix, 0, specs, 'color']])];
}

/**
 * Cartesian product of option lists, e.g. `combine(storages, colours)`:
 * names are joined with `, `, MPN suffixes concatenated, price deltas summed and specs merged.
 */
export function combine(...dims: Opt[][]): SampleVariant[] {
  let acc: Opt[][] = [[]];
  for (const dim of dims) acc = acc.flatMap((chosen) => dim.map((option) => [...chosen, option]));
  return acc.map(toVariant);
}

/** Like `combine`, but MPN suffixes are concatenated in reverse order (names stay in the given order). */
export function combineRev(...dims: Opt[][]): SampleVariant[] {
  const names = combine(...dims);
  const suffixes = combine(...[...dims].reverse());
  // Map the reversed product's index back to the forward product's index.
  const sizes = dims.map((d) => d.length);
  return names.map((v, i) => {
    const idx: number[] = [];
    let rest = i;
    for (let k = sizes.length - 1; k >= 0; k--) {
      const size = sizes[k] ?? 1;
      idx[k] = rest % size;
      rest = Math.floor(rest / size);
    }
    let j = 0;
    for (let k = sizes.length - 1; k >= 0; k--) j = j * (sizes[k] ?? 1) + (idx[k] ?? 0);
    return { ...v, mpnSuffix: suffixes[j]?.mpnSuffix ?? '' };
  });
}

/** Colour options without a price difference: `colours('Black:BK', 'Silver:SL', 'Gold:GD:20')`. */
export function colours(...list: string[]): Opt[] {
  return list.map((entry) => {
    const [name = '', suffix = '', delta = '0'] = entry.split(':');
    return [name, suffix, Number(delta), undefined, 'color'] as const;
  });
}

/** One variant per colour (see `colours`). */
export function inColours(...list: string[]): SampleVariant[] {
  return opts(...colours(...list));
}

/** Capacity in GB (1024 and up print as TB): `gb(256, 'G', 100)` sets spec `storage` to 256. */
export function gb(size: number, suffix: string, delta = 0, extra?: Specs): Opt {
  return [size >= 1024 ? `${size / 1024} TB` : `${size} GB`, suffix, delta, { storage: size, ...extra }, 'storage'];
}

/** RAM + storage configuration: `cfg(16, 512, 'X', 150)` → `16 GB / 512 GB`. */
export function cfg(ram: number, storage: number, suffix: string, delta = 0, extra?: Specs): Opt {
  const st = storage >= 1024 ? `${storage / 1024} TB` : `${storage} GB`;
  return [`${ram} GB / ${st}`, suffix, delta, { ram, storage, ...extra }, 'configuration'];
}

/** Screen size option: `inch(55, '55Q80DAT', 300)` sets spec `screenSize` to 55. */
export function inch(size: number, suffix: string, delta = 0, extra?: Specs): Opt {
  return [`${size}"`, suffix, delta, { screenSize: size, ...extra }, 'size'];
}

/**
 * Computer configuration: `pc('Intel Core i5-1335U', 16, 512, 'X', 100)` → `Intel Core i5-1335U, 16 GB / 512 GB`;
 * a `gpu` in `extra` is named too.
 */
export function pc(processor: string, ram: number, storage: number, suffix: string, delta = 0, extra?: Specs): Opt {
  const st = storage >= 1024 ? `${storage / 1024} TB` : `${storage} GB`;
  const gpu = extra?.gpu ? `${extra.gpu}, ` : '';
  return [`${processor}, ${gpu}${ram} GB / ${st}`, suffix, delta, { processor, ram, storage, ...extra }, 'configuration'];
}
