/**
 * The `_headers` file of Cloudflare Pages and Netlify: a path pattern on its own line
 * (`*` matches anything, slashes included; `:name` one path segment), then its headers
 * indented as `Name: value`.
 * https://developers.cloudflare.com/pages/configuration/headers/
 */
export interface HeaderRule {
  pattern: string;
  headers: [name: string, value: string][];
}

export function formatHeadersFile(rules: HeaderRule[], comment: string): string {
  const blocks = rules.map(({ pattern, headers }) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# ${comment}\n${blocks.join('\n')}\n`;
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      return;
    }
    const colon = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path, got "${line.trim()}".`);
    rule.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

/**
 * The headers the hosts send for a path, with every pattern compiled once: every matching rule
 * applies, and a name set by more than one rule gets the values joined by a comma, as
 * Cloudflare Pages does. Names are lower case.
 */
export function headerMatcher(rules: HeaderRule[]): (pathname: string) => Record<string, string> {
  const compiled = rules.map((rule) => ({ test: patternToRegExp(rule.pattern), headers: rule.headers }));
  return (pathname) => {
    const headers: Record<string, string> = {};
    for (const rule of compiled) {
      if (!rule.test.test(pathname)) continue;
      for (const [name, value] of rule.headers) {
        const key = name.toLowerCase();
        headers[key] = headers[key] === undefined ? value : `${headers[key]}, ${value}`;
      }
    }
    return headers;
  };
}

/**
 * The headers of the `/*` rule as an nginx include: `add_header Name "value" always;`, for
 * every `location` (a location's own `add_header` drops the server's). Other rules' patterns
 * are locations of their own (docs/operations.md). Our values never hold `"`, `\` or `$`
 * (nginx would read a variable); one that does is a bug.
 */
export function formatNginxInclude(rules: HeaderRule[], comment: string): string {
  const lines = (rules.find((rule) => rule.pattern === '/*')?.headers ?? []).map(([name, value]) => {
    if (!/^[A-Za-z0-9-]+$/.test(name) || /["\\$\p{Cc}]/u.test(value))
      throw new Error(`Header ${name}: ${value} cannot go into nginx as written`);
    return `add_header ${name} "${value}" always;`;
  });
  return `# ${comment}\n${lines.join('\n')}\n`;
}
