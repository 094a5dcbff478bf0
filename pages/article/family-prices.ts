import * as v from 'valibot';
import { http } from '../../src/lib/http.ts';
import { FamilyPricesSchema, type FamilyPrices } from './payload.ts';

/** A family's member prices from its file (payload.ts `familyFile`); null when it cannot be read or is not what it should be. */
export async function readFamilyPrices(file: string): Promise<FamilyPrices | null> {
  const value = await http<unknown>(file).catch(() => null);
  return v.is(FamilyPricesSchema, value) ? value : null;
}
