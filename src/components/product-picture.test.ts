import { load } from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { NO_PICTURE, PICTURE_WIDTHS } from '../lib/picture.ts';
import { ProductPicture } from './product-picture.tsx';

const render = (image: string) =>
  load(renderToStaticMarkup(createElement(ProductPicture, { image, alt: 'Galaxy S24', size: 256, sizes: '12rem', loading: 'lazy' })));

describe('ProductPicture', () => {
  test('a made picture: AVIF, then WebP, at every width, for the box the sizes describe; the img sized and lazy', () => {
    const $ = render('/images/pic/abc');
    const sources = $('picture > source');
    expect(sources.map((_, source) => $(source).attr('type')).get()).toEqual(['image/avif', 'image/webp']);
    expect(sources.first().attr('srcset')).toBe(PICTURE_WIDTHS.map((width) => `/images/pic/abc-${width}.avif ${width}w`).join(', '));
    expect(sources.first().attr('sizes')).toBe('12rem');
    const img = $('picture > img');
    expect([img.attr('src'), img.attr('alt'), img.attr('width'), img.attr('height'), img.attr('loading')]).toEqual([
      '/images/pic/abc-320.webp',
      'Galaxy S24',
      '256',
      '256',
      'lazy',
    ]);
  });

  test('a placeholder is its one file, and a product without a picture shows the neutral one, never a broken image', () => {
    expect(render('/images/p/1.svg')('img').attr('src')).toBe('/images/p/1.svg');
    expect(render('/images/p/1.svg')('picture').length).toBe(0);
    expect(render('')('img').attr('src')).toBe(NO_PICTURE);
  });
});
