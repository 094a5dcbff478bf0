export type SourceType = 'jpeg' | 'png' | 'webp' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The brands of an ISO BMFF file's `ftyp` box (major and compatible), empty when it has none. */
function ftypBrands(bytes: Uint8Array): string[] {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return [];
  const size = Math.min(bytes.length, new DataView(bytes.buffer, bytes.byteOffset, 4).getUint32(0));
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/**
 * A source picture's type, read from its first bytes (never from its name or the server's
 * Content-Type): JPEG, PNG, WebP or AVIF; null for anything else (SVG, HTML, GIF, HEIC, text).
 */
export function sourceType(bytes: Uint8Array): SourceType | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (ftypBrands(bytes).some((brand) => brand === 'avif' || brand === 'avis')) return 'avif';
  return null;
}
