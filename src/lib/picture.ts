/**
 * A product's picture as pages name it. A picture made from a shop's (or the operator's) source
 * is a content-named base under PICTURE_BASE, encoded at every width of PICTURE_WIDTHS in AVIF
 * and WebP (scripts/pictures/encode.ts): `/images/pic/<hash>` → `/images/pic/<hash>-320.avif`.
 * Anything else (a placeholder `.svg`) is one file, used as it is.
 */
export const PICTURE_BASE = '/images/pic/';

/** The widest file made of a picture: a product page's 256 CSS px at 2.5x. */
export const LARGEST_WIDTH = 640;

/** The widths made of every picture, square, in pixels, from a 40 px suggestion's to LARGEST_WIDTH. */
export const PICTURE_WIDTHS = [160, 320, 480, LARGEST_WIDTH] as const;

/** The file an `img` names for a browser that reads no `srcset`. */
export const FALLBACK_WIDTH = 320;

export type PictureType = 'avif' | 'webp';

/** A card's picture's box at each layout (lists.css: two columns on a phone, 14rem at most beyond). */
export const CARD_SIZES = '(min-width: 40rem) 14rem, 45vw';

/** What a product without a picture shows (public/): a neutral square, not a broken image. */
export const NO_PICTURE = '/no-picture.svg';

export function isMadePicture(image: string): boolean {
  return image.startsWith(PICTURE_BASE);
}

/** One file of a made picture. */
export function pictureFile(image: string, width: number, type: PictureType): string {
  return `${image}-${width}.${type}`;
}

export function pictureSrcset(image: string, type: PictureType): string {
  return PICTURE_WIDTHS.map((width) => `${pictureFile(image, width, type)} ${width}w`).join(', ');
}

/** One file to stand for the picture where a single address is wanted (og:image, structured data): the largest WebP. */
export function pictureAddress(image: string): string {
  return isMadePicture(image) ? pictureFile(image, LARGEST_WIDTH, 'webp') : image;
}

/**
 * Asks for a picture before its `img` exists (the first results of a search opened with a
 * query): the file the `img` will choose at `sizes`, AVIF as ProductPicture's first source.
 */
export function prefetchPicture(image: string, sizes: string, high: boolean): void {
  const picture = new Image();
  if (high) picture.fetchPriority = 'high';
  if (!isMadePicture(image)) {
    picture.src = image || NO_PICTURE;
    return;
  }
  picture.sizes = sizes;
  picture.srcset = pictureSrcset(image, 'avif');
}
