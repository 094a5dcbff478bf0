import { statement, type Db } from '../catalogue/db.ts';
import { changeSetting } from '../catalogue/settings.ts';
import { UsageError } from '../catalogue-command.ts';
import { safeHttpUrl } from '../../src/lib/safe-url.ts';

/**
 * The operator's choice of a product's picture: `url` replaces what the shops' feeds link (no
 * feed replaces it), null gives the choice back to the feeds. Fetched and made by the next
 * picture run (npm run pictures, or the daily update); until then the product keeps its picture.
 * Recorded as a change, undoable.
 */
export function choosePicture(db: Db, by: string, productId: number, url: string | null): string {
  const product = statement(db, 'SELECT name FROM product WHERE id = ?').get(productId) as { name: string } | undefined;
  if (!product) throw new UsageError(`There is no product ${productId}: give the number in its page's address.`);
  const link = url === null ? null : safeHttpUrl(url);
  if (url !== null && !link)
    throw new UsageError(`${JSON.stringify(url)} is not an http(s) address: give the picture's full address, https://…`);
  const summary =
    link === null
      ? `product ${productId} (${product.name}) takes its picture from the shops' feeds again`
      : `product ${productId} (${product.name}) shows the picture at ${link}`;
  const change = changeSetting(db, { by, command: 'picture', summary }, 'picture', String(productId), link);
  return link === null
    ? `Change ${change}: ${summary}, from the next picture run (npm run pictures).`
    : `Change ${change}: ${summary}, from the next picture run (npm run pictures); no feed replaces it.`;
}
