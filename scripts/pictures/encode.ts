import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { LARGEST_WIDTH, PICTURE_BASE, PICTURE_WIDTHS, type PictureType } from '../../src/lib/picture.ts';
import { PictureError } from './fetch-source.ts';
import { sourceType } from './sniff.ts';

/** A source larger than this many pixels is refused before it is decoded (a decompression bomb's 1 MB file can hold billions). */
export const MAX_PIXELS = 40_000_000;

/**
 * Quality and effort, measured on the sample's photos (decisions/043): AVIF at quality 40 and
 * effort 2 is 40% smaller than at 50 and as fast (0.2 s for the four widths); effort 4 took 6x longer.
 */
const SETTINGS = { avif: { quality: 40, effort: 2 }, webp: { quality: 75, effort: 4 } } as const;
const ENCODERS: Record<PictureType, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif(SETTINGS.avif),
  webp: (image) => image.webp(SETTINGS.webp),
};

/** The folder under the catalogue's images where made pictures go (`/images/pic/`). */
export function madePicturesDir(imagesDir: string): string {
  return join(imagesDir, PICTURE_BASE.slice('/images/'.length));
}

/** A source's bytes' SHA-256: the same bytes are made once, whatever product or shop names them. */
export function sourceHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The name pages give a picture made from a source (`/images/pic/<name>`): its hash with the widths and settings, so that new settings make new files. */
export function pictureName(hash: string): string {
  const made = createHash('sha256').update(`${hash}:${JSON.stringify([PICTURE_WIDTHS, SETTINGS])}`);
  return `${PICTURE_BASE}${made.digest('hex').slice(0, 24)}`;
}

/**
 * Makes a product's picture from a source's bytes: the type read from the bytes (JPEG, PNG,
 * WebP, AVIF; anything else refused), the size read from its header and refused above
 * MAX_PIXELS before any decoding, then turned upright, set on white in a square and written at
 * every width in AVIF and WebP under `imagesDir`'s `pic/`, each file written whole or not at all.
 * Returns the picture's name for pages (`/images/pic/<hash>`); a source made before is not made again.
 */
export async function makePicture(bytes: Uint8Array, imagesDir: string): Promise<string> {
  const type = sourceType(bytes);
  if (!type) throw new PictureError('not a JPEG, PNG, WebP or AVIF picture (read from its first bytes)');
  const name = pictureName(sourceHash(bytes));
  const dir = madePicturesDir(imagesDir);
  const fileOf = (width: number, format: PictureType) => join(dir, `${name.slice(PICTURE_BASE.length)}-${width}.${format}`);
  if (existsSync(fileOf(LARGEST_WIDTH, 'webp'))) return name;
  // The header alone, read without the pixel limit so that the refusal can say how large it is.
  const {
    width = 0,
    height = 0,
    format,
  } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch((error: Error) => {
      throw new PictureError(`not a readable ${type.toUpperCase()} (${error.message})`);
    });
  if (width * height > MAX_PIXELS)
    throw new PictureError(`${width} x ${height} pixels, more than the ${MAX_PIXELS / 1_000_000} million a picture may have`);
  if (format !== type && !(type === 'avif' && format === 'heif'))
    throw new PictureError(`its first bytes say ${type.toUpperCase()}, its content ${String(format)}`);
  mkdirSync(dir, { recursive: true });
  const source = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  const upright = source.rotate().flatten({ background: '#ffffff' });
  // The largest width's WebP, written last, says the picture is whole.
  for (const size of PICTURE_WIDTHS) {
    for (const format of ['avif', 'webp'] as const) {
      const resized = upright.clone().resize(size, size, { fit: 'contain', background: '#ffffff' });
      const data = await ENCODERS[format](resized)
        .toBuffer()
        .catch((error: Error) => {
          throw new PictureError(`could not be decoded (${error.message})`);
        });
      const file = fileOf(size, format);
      writeFileSync(`${file}.part`, data);
      renameSync(`${file}.part`, file);
    }
  }
  return name;
}
