/**
 * `_redirects`: the site's redirects, one `<from> <to> 301` a line, as Netlify and Cloudflare Pages
 * read the file; the preview server, the nginx include and the deploy read it too. Written by the
 * build (outputs/redirects.ts); never served.
 */
export const REDIRECTS_FILE = '_redirects';

/** Paths a redirect may name: what the catalogue's slugs and ids make, nothing a host could read as more. */
const SAFE_PATH = /^\/[a-z0-9/._-]*$/;

export function formatRedirectsFile(rules: readonly [from: string, to: string][], comment: string): string {
  const lines = rules.filter(([from, to]) => SAFE_PATH.test(from) && SAFE_PATH.test(to)).map(([from, to]) => `${from} ${to} 301`);
  return `# ${comment}\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}`;
}

/** The rules of a `_redirects` file, from -> to; lines that are not a plain `<from> <to> [301]` are skipped. */
export function parseRedirectsFile(text: string): Map<string, string> {
  const rules = new Map<string, string>();
  for (const line of text.split('\n')) {
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from || !to || rest.length > 0 || status !== '301' || !SAFE_PATH.test(from) || !SAFE_PATH.test(to)) continue;
    rules.set(from, to);
  }
  return rules;
}

/** A request's page: its path without a final slash or `index.html`. */
export const pageOf = (pathname: string) => pathname.replace(/\/(index\.html)?$/, '') || '/';

/** Where a request's path redirects to by the rules (a page's path with or without its final slash, or its `index.html`); null for none. */
export function redirectOf(rules: ReadonlyMap<string, string>, pathname: string): string | null {
  return rules.get(pageOf(pathname)) ?? null;
}

/** The nginx locations of the rules: each path, and a page's path with its final slash, answer 301. */
export function formatNginxRedirects(rules: ReadonlyMap<string, string>, comment: string): string {
  const lines = [...rules].flatMap(([from, to]) =>
    (from.endsWith('.xml') ? [from] : [from, `${from}/`]).map((path) => `location = ${path} { return 301 ${to}; }`),
  );
  return `# ${comment}\n${lines.join('\n')}\n`;
}
