import type { AnchorHTMLAttributes } from 'react';

/**
 * A link to a page of this site: a plain anchor, which the client follows without a page load
 * through one click handler on the document (`src/lib/app-links.ts`, for every link to a page of
 * the site's origin). React Router's `<Link>` costs hooks on every link of every page: in the
 * prerender a tenth of an article page's time, and as much again in hydration. `to` is the
 * finished href.
 */
export function AppLink({ to, children, ...rest }: { to: string } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}
