import type { Plugin } from 'vite';

/** React Router's production chunks (the ones `vite.config.ts` aliases the package to). */
const ROUTER_CHUNK = /react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;

/**
 * Lets the bundler drop React Router's components that the site never uses (`Link`, `NavLink`,
 * `HistoryRouter`, and with them prefetching and view-transition code, from every page's
 * first-load JavaScript; docs/decisions/029-first-load-javascript.md). Its bundle creates each with a bare `React.forwardRef(...)` and
 * names it with `X.displayName = "..."`: both count as side effects, so every one is kept. Here the
 * calls are annotated as pure and the names (read only by React's developer tools) dropped, as the
 * upstream change that annotates them (remix-run/react-router pull request 15299) would.
 */
export function markRouterComponentsPure(code: string): string {
  return code
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
    .replace(/= (React\d*)\.(forwardRef|createContext)\(/g, '= /* @__PURE__ */ $1.$2(');
}

export function pureRouterComponents(): Plugin {
  return {
    name: 'pure-router-components',
    apply: 'build',
    transform(code, id) {
      return ROUTER_CHUNK.test(id) ? { code: markRouterComponentsPure(code), map: null } : null;
    },
  };
}
