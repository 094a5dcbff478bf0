import type { ProductDetail } from '../scripts/catalogue/product-view.ts';
import { formField } from './format.ts';

/** The product's picture: where it comes from, the pictures its shops' feeds link to choose from, or an address by hand. */
export function ProductPicture({
  product,
  busy,
  onChoose,
}: {
  product: ProductDetail;
  busy: boolean;
  /** An address to show from now on; null gives the choice back to the feeds. */
  onChoose: (url: string | null) => void;
}) {
  const links = [
    ...new Map(
      product.offers.flatMap((offer) => (offer.imageUrl && offer.goneAt === null ? [[offer.imageUrl, offer.shop] as const] : [])),
    ).entries(),
  ];
  return (
    <>
      {product.image ? (
        <img src={product.image.endsWith('.svg') ? product.image : `${product.image}-160.webp`} alt="" width={120} height={120} />
      ) : null}
      <p>
        {product.pictureUrl
          ? `From ${product.pictureUrl}${product.pictureByOperator ? ' (chosen by hand)' : ' (a shop’s feed)'}`
          : 'No shop’s picture fetched yet.'}
      </p>
      {links.length > 0 ? (
        <ul className="desk-pictures" aria-label="Its shops' pictures">
          {links.map(([url, shop]) => (
            <li key={url}>
              <img src={url} alt="" width={96} height={96} loading="lazy" referrerPolicy="no-referrer" />
              <button
                type="button"
                disabled={busy || (product.pictureByOperator === 1 && product.pictureUrl === url)}
                onClick={() => onChoose(url)}
              >
                Use {shop}&apos;s picture
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form
        className="desk-map"
        aria-label="Choose the picture"
        onSubmit={(event) => {
          event.preventDefault();
          const url = formField(event.currentTarget, 'url');
          if (url) onChoose(url);
        }}
      >
        <input name="url" type="url" placeholder="https://…" aria-label="The picture's address" />
        <button type="submit" disabled={busy}>
          Use this picture
        </button>
        <button type="button" disabled={busy || product.pictureByOperator !== 1} onClick={() => onChoose(null)}>
          Back to the feeds&apos; picture
        </button>
      </form>
    </>
  );
}
