import type { Money } from './money.ts';

/**
 * The attributes that tell a family's members apart (docs/decisions/036-product-families.md):
 * Google Merchant Center's variant attributes (colour, size, material, pattern), capacities, and
 * two the sample catalogue's lines use (a configuration, a version such as a console edition).
 */
export const VARIANT_AXES = ['color', 'storage', 'memory', 'size', 'material', 'pattern', 'configuration', 'version'] as const;
export type VariantAxis = (typeof VARIANT_AXES)[number];

export function isVariantAxis(axis: string): axis is VariantAxis {
  return (VARIANT_AXES as readonly string[]).includes(axis);
}

/** A capacity such as `512 GB` or `1 TB`, in GB; null when the value is not one. */
export function capacityGb(value: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)\s*(GB|TB)$/i.exec(value.trim());
  if (!match) return null;
  const amount = Number((match[1] as string).replace(',', '.'));
  return (match[2] as string).toUpperCase() === 'TB' ? amount * 1024 : amount;
}

/** A family's member as the picker needs it: its values per axis and its lowest buyable price. */
export interface FamilyMember {
  values: Partial<Record<VariantAxis, string>>;
  price: Money | null;
}

export interface PickerOption {
  value: string;
  /** The member with this value and the current member's other values; null when no shop sells that combination. */
  member: number | null;
  selected: boolean;
}

export interface PickerAxis {
  axis: VariantAxis;
  options: PickerOption[];
}

/** Capacities in ascending order; any other value in the order members first show it. */
function orderValues(values: string[]): string[] {
  const capacities = values.map(capacityGb);
  if (capacities.every((gb) => gb !== null))
    return values
      .map((value, index) => ({ value, gb: capacities[index] as number }))
      .sort((a, b) => a.gb - b.gb)
      .map(({ value }) => value);
  return values;
}

/** An axis's distinct values among `members`, in the picker's order. */
function axisValues(members: readonly Partial<Record<VariantAxis, string>>[], axis: VariantAxis): string[] {
  const seen: string[] = [];
  for (const values of members) {
    const value = values[axis];
    if (value !== undefined && !seen.includes(value)) seen.push(value);
  }
  return orderValues(seen);
}

/**
 * The variant picker of `current`'s page: per axis on which the family's members differ, its
 * values, each leading to the member that has it and keeps the current member's other values.
 * A combination no member has is shown as such (`member: null`).
 */
export function variantPicker(members: readonly FamilyMember[], current: number): PickerAxis[] {
  const here = members[current]?.values ?? {};
  const axes: PickerAxis[] = [];
  for (const axis of VARIANT_AXES) {
    const values = axisValues(
      members.map((member) => member.values),
      axis,
    );
    if (values.length < 2) continue;
    const options = values.map((value): PickerOption => {
      const index = members.findIndex((member) =>
        VARIANT_AXES.every((other) => (other === axis ? member.values[other] === value : member.values[other] === here[other])),
      );
      return { value, member: index >= 0 ? index : null, selected: here[axis] === value };
    });
    axes.push({ axis, options });
  }
  return axes;
}

/** What a family's card says of its variants, per axis on which they differ: `[axis, first, last, count]` in picker order. */
export type FamilySpan = [axis: VariantAxis, first: string, last: string, count: number];

/** The axes on which `members` differ, each with its first and last value in the picker's order and how many values it has. */
export function familySpans(members: readonly Partial<Record<VariantAxis, string>>[]): FamilySpan[] {
  const spans: FamilySpan[] = [];
  for (const axis of VARIANT_AXES) {
    const values = axisValues(members, axis);
    if (values.length > 1) spans.push([axis, values[0] as string, values.at(-1) as string, values.length]);
  }
  return spans;
}
