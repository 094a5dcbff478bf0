import postcss from 'postcss';
import { expect, test } from 'vitest';
import { criticalStyles, readCriticalSelectors, readStyles, SCREENS, selectorsOf } from './styles.ts';

const STYLES = postcss.parse(`
/* the header */
.header, .footer { color: red }
.card { padding: 1rem }
@media (min-width: 48rem) {
  .header { padding: 2rem }
  .card { padding: 2rem }
}
@media (max-width: 20rem) { .card { margin: 0 } }
.skeleton { animation: pulse 1s infinite }
@keyframes pulse { from { opacity: 1 } to { opacity: 0.5 } }
@keyframes unused { from { opacity: 0 } }
`);

test("a first screen's styles: its selectors' rules only, in their media queries, with the keyframes they use, minified", () => {
  expect(criticalStyles(STYLES, new Set(['.header', '.skeleton']))).toBe(
    '.header{color:red}@media(min-width:48rem){.header{padding:2rem}}.skeleton{animation:pulse 1s infinite}' +
      '@keyframes pulse{0%{opacity:1}to{opacity:.5}}',
  );
  expect(criticalStyles(STYLES, new Set())).toBe('');
});

test("every selector of the stylesheet once, keyframes' steps left out", () => {
  expect(selectorsOf(STYLES)).toEqual(['.header', '.footer', '.card', '.skeleton']);
});

test("every screen has its measured selectors, and each is one of the stylesheet's", () => {
  const selectors = new Set(selectorsOf(readStyles()));
  const measured = readCriticalSelectors();
  for (const screen of SCREENS) {
    expect(measured[screen], `${screen}: run npm run critical-css`).toBeDefined();
    expect(
      measured[screen]?.filter((selector) => !selectors.has(selector)),
      `${screen}: run npm run critical-css`,
    ).toEqual([]);
  }
});
