import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import { sourceType } from './sniff.ts';

const pixel = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } });

describe('sourceType', () => {
  test.each([
    ['jpeg', () => pixel().jpeg().toBuffer()],
    ['png', () => pixel().png().toBuffer()],
    ['webp', () => pixel().webp().toBuffer()],
    ['avif', () => pixel().avif().toBuffer()],
  ] as const)('reads %s from the bytes', async (type, make) => {
    expect(sourceType(await make())).toBe(type);
  });

  test.each([
    ['GIF', () => pixel().gif().toBuffer()],
    ['SVG', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ['HTML', () => Buffer.from('<!doctype html><html>')],
    ['an empty body', () => Buffer.alloc(0)],
    ['HEIC', () => Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1')],
  ])('refuses %s', async (_, make) => {
    expect(sourceType(await make())).toBeNull();
  });
});
