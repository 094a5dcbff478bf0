/**
 * A product's picture as pages name it. A picture made from a shop's (or the operator's) source
 * is a content-named base under PICTURE_BASE, encoded at every width of PICTURE_WIDTHS in AVIF
 * and WebP (scripts/pictures/encode.ts): `/images/pic/<hash>` → `/images/pic/<hash>-320.avif`.
 * Anything else (a placeholder `.svg`) is one file, used as it is.
 */
export const PICTURE_BASE = '/images/pic/';

/** The widths made of every picture, square, in pixels: a card's 40 px suggestion to a product page's 256 CSS px at 2.5x. */
export const PICTURE_WIDTHS = [160, 320, 480, 640] as const;

const LARGEST_WIDTH = 640;

export type PictureType = 'avif' | 'webp';

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
