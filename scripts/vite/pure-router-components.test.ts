import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { markRouterComponentsPure } from './pure-router-components.ts';

const DIST = fileURLToPath(new URL('../../node_modules/react-router/dist/production/', import.meta.url));

test('component and context creations are annotated as pure, their developer-tool names dropped', () => {
  const code = [
    'var Link = React10.forwardRef(',
    '  function LinkWithRef() {}',
    ');',
    'Link.displayName = "Link";',
    'var RouteContext = React.createContext(null);',
    'var x = React.useContext(RouteContext);',
  ].join('\n');
  expect(markRouterComponentsPure(code)).toBe(
    [
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var RouteContext = /* @__PURE__ */ React.createContext(null);',
      'var x = React.useContext(RouteContext);',
    ].join('\n'),
  );
});

test('the installed React Router still creates Link and NavLink the way the transform expects', () => {
  const chunks = readdirSync(DIST).filter((name) => /^chunk-.*\.mjs$/.test(name));
  const code = chunks.map((name) => readFileSync(DIST + name, 'utf8')).join('\n');
  const marked = markRouterComponentsPure(code);
  expect(marked).toMatch(/var Link = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  expect(marked).toMatch(/var NavLink = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
  expect(marked).not.toMatch(/^\w+\.displayName = /m);
});
