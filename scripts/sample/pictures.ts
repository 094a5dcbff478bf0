import sharp from 'sharp';
import { hashString } from './random.ts';
import { productSvg } from './images.ts';

/** The sources' side in pixels: a shop's product photo as feeds link it. */
const SIDE = 1200;

/** A grain of `amplitude` around mid-grey, seeded: a photo's sensor noise and texture, which JPEG cannot flatten away. */
function grain(seed: number, side: number, amplitude: number): Buffer {
  const bytes = Buffer.alloc(side * side * 3);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < bytes.length; index += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    bytes[index] = 128 + ((state >>> 0) % (2 * amplitude + 1)) - amplitude;
  }
  return bytes;
}

/**
 * A product photo for the sample's shops to link: the product's outline and brand drawn large,
 * with a photo's grain and soft light, as a JPEG of a real shop's size (100-400 KB). Made
 * locally: the sample's feeds link pictures on a local server, never a remote one.
 */
export async function samplePhoto(brand: string, model: string, category: string): Promise<Buffer> {
  const seed = hashString(`${brand} ${model}`);
  const raw = (side: number) => ({ raw: { width: side, height: side, channels: 3 as const } });
  const fine = await sharp(grain(seed, SIDE, 20), raw(SIDE))
    .png({ compressionLevel: 1 })
    .toBuffer();
  const light = await sharp(grain(seed + 1, 150, 50), raw(150))
    .resize(SIDE, SIDE, { kernel: 'cubic' })
    .png({ compressionLevel: 1 })
    .toBuffer();
  return sharp(Buffer.from(productSvg(brand, model, category)), { density: (72 * SIDE) / 320 })
    .resize(SIDE, SIDE)
    .composite([
      { input: light, blend: 'soft-light' },
      { input: fine, blend: 'overlay' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}
