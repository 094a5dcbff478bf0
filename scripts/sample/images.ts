import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashString } from './random.ts';

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Device outlines by category slug word; a generic box otherwise. */
function outline(category: string): string {
  if (/telefon|mobil/.test(category)) return '<rect x="120" y="50" width="80" height="160" rx="14"/>';
  if (/tablet|citac/.test(category)) return '<rect x="85" y="55" width="150" height="150" rx="12"/>';
  if (/laptop|prenosn/.test(category)) return '<path d="M80 70h160v100H80z M60 180h200l-12 14H72z"/>';
  if (/televiz|monitor|tv/.test(category)) return '<path d="M55 60h210v120H55z M140 180h40v14h-40z"/>';
  if (/slusal|zvuc|audio/.test(category))
    return '<path d="M100 160v-40a60 60 0 0 1 120 0v40" fill="none" stroke-width="14"/><rect x="88" y="140" width="30" height="50" rx="8"/><rect x="202" y="140" width="30" height="50" rx="8"/>';
  return '<rect x="80" y="60" width="160" height="130" rx="10"/>';
}

/** A locally generated product picture (no remote image would load offline). */
export function productSvg(brand: string, model: string, category: string): string {
  const hue = hashString(brand) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<rect width="320" height="320" fill="hsl(${hue} 30% 95%)"/>` +
    `<g fill="hsl(${hue} 35% 35%)" stroke="hsl(${hue} 35% 35%)">${outline(category)}</g>` +
    `<text x="160" y="250" font-family="sans-serif" font-size="22" font-weight="700" text-anchor="middle" fill="#1a1f2b">${escapeXml(brand)}</text>` +
    `<text x="160" y="280" font-family="sans-serif" font-size="15" text-anchor="middle" fill="#4a5263">${escapeXml(model.slice(0, 34))}</text>` +
    `</svg>`
  );
}

export function writeProductImage(imagesDir: string, id: number, svg: string): string {
  const dir = join(imagesDir, 'p');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${id}.svg`), svg);
  return `/images/p/${id}.svg`;
}
