import { FALLBACK_WIDTH, isMadePicture, NO_PICTURE, pictureFile, pictureSrcset } from '../lib/picture.ts';

interface Props {
  image: string;
  alt: string;
  /** The box's CSS width at each layout, for the browser to choose a file (`sizes`). */
  sizes: string;
  /** The box in CSS pixels (pictures are square): the markup's width and height. */
  size: number;
  className?: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high';
}

/**
 * A product's picture: a made picture in AVIF, else WebP, at the width its box needs (`srcset`
 * and `sizes`); a placeholder as its one file; a product without one NO_PICTURE. `picture` is
 * `display: contents` (base.css), so the `img` is what layouts place and style.
 */
export function ProductPicture({ image, alt, sizes, size, className, loading, fetchPriority }: Props) {
  const img = (src: string) => (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={loading}
      decoding={fetchPriority ? undefined : 'async'}
      fetchPriority={fetchPriority}
    />
  );
  if (!isMadePicture(image)) return img(image || NO_PICTURE);
  return (
    <picture>
      <source type="image/avif" srcSet={pictureSrcset(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={pictureSrcset(image, 'webp')} sizes={sizes} />
      {img(pictureFile(image, FALLBACK_WIDTH, 'webp'))}
    </picture>
  );
}
