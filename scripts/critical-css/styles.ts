import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import postcss, { type Root, type Rule } from 'postcss';
import type { Screen } from '../../pages/payload.ts';
import { SCREEN_ROUTES } from '../../pages/route-table.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The site's stylesheet (its `@import`s in order), the client build's input beside the entry (assets.ts). */
export const STYLESHEET = 'src/styles.css';

/** Per screen, the selectors whose rules its first screen needs (`npm run critical-css` measures them). */
export const CRITICAL_SELECTORS = 'src/styles/critical-selectors.json';

export const SCREENS: Screen[] = [...new Set(SCREEN_ROUTES.map((route) => route.screen))];

/** The stylesheet's source with its `@import`s put in place, as one tree. */
export function readStyles(): Root {
  const read = (file: string): string =>
    readFileSync(file, 'utf8').replace(/@import\s+['"]([^'"]+)['"]\s*;/g, (_, path: string) => read(join(dirname(file), path)));
  return postcss.parse(read(join(ROOT, STYLESHEET)));
}

export function readCriticalSelectors(): Partial<Record<Screen, string[]>> {
  return JSON.parse(readFileSync(join(ROOT, CRITICAL_SELECTORS), 'utf8')) as Partial<Record<Screen, string[]>>;
}

/** Every style rule's selectors, in the stylesheet's order, each once. */
export function selectorsOf(styles: Root): string[] {
  const selectors = new Set<string>();
  styles.walkRules((rule) => {
    if (!isKeyframe(rule)) for (const selector of rule.selectors) selectors.add(selector);
  });
  return [...selectors];
}

const isKeyframe = (rule: Rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name);

/**
 * The rules of `styles` for `critical` selectors only (a rule listing others keeps its critical
 * ones), inside their `@media`, with the keyframes they animate; minified.
 */
export function criticalStyles(styles: Root, critical: ReadonlySet<string>): string {
  const kept = styles.clone();
  kept.walkComments((comment) => void comment.remove());
  kept.walkRules((rule) => {
    if (isKeyframe(rule)) return;
    const selectors = rule.selectors.filter((selector) => critical.has(selector));
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  const animated = new Set<string>();
  kept.walkDecls(/^animation(-name)?$/, (decl) => decl.value.split(/[\s,]+/).forEach((word) => animated.add(word)));
  kept.walkAtRules(/keyframes$/i, (rule) => {
    if (!animated.has(rule.params.trim())) rule.remove();
  });
  let emptied = true;
  while (emptied) {
    emptied = false;
    kept.walkAtRules((rule) => {
      if (rule.nodes !== undefined && rule.nodes.length === 0) {
        rule.remove();
        emptied = true;
      }
    });
  }
  return transformSync(kept.toString(), { loader: 'css', minify: true }).code.trim();
}
