import { DELIVERY_WITHIN } from '../../../src/domain/delivery.ts';
import { encodePostings, type DeliveryColumn } from '../../../src/search/index-format.ts';

/** The delivery column (index-format.ts): each product id, by its fastest delivery, in the first choice it meets. */
export function buildDeliveryColumn(fastest: (number | null)[]): DeliveryColumn {
  const ids: number[][] = DELIVERY_WITHIN.map(() => []);
  fastest.forEach((days, id) => {
    if (days === null) return;
    const choice = DELIVERY_WITHIN.findIndex((within) => days <= within);
    if (choice >= 0) ids[choice]?.push(id);
  });
  return { within: [...DELIVERY_WITHIN], i: ids.map(encodePostings) };
}
