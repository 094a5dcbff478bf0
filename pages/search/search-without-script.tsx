import { Fragment, type ReactNode } from 'react';
import { useLoaderData } from 'react-router';
import { AppLink } from '../../src/components/app-link.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { localizedHref } from '../../src/lib/paths.ts';
import type { SearchPayload } from './payload.ts';

interface Link {
  name: string;
  href: string;
}

/** `head`, then its links separated by commas. */
function LinkLine({ head, links }: { head: ReactNode; links: Link[] }) {
  return (
    <li>
      {head}
      {links.length > 0 ? ': ' : null}
      {links.map((link, index) => (
        <Fragment key={link.href}>
          {index > 0 ? ', ' : null}
          <AppLink to={link.href}>{link.name}</AppLink>
        </Fragment>
      ))}
    </li>
  );
}

/**
 * What works without JavaScript, which the search needs: the menu's sections, and the brands with
 * most products linked to the categories that carry them. In a `<noscript>`, it costs a browser
 * that runs scripts nothing: React neither hydrates nor renders its content.
 */
export function SearchWithoutScript() {
  const { nav = [], brands } = useLoaderData<SearchPayload>();
  const { t, locale } = usePageTranslation();
  return (
    <noscript>
      <div className="search-without-script">
        <p>{t('search.needsScript')}</p>
        <h2>{t('search.categories')}</h2>
        <ul>
          {nav.map((menu) => (
            <LinkLine
              key={menu.path}
              head={
                <AppLink to={localizedHref(menu.path, locale)} className="search-without-script-head">
                  {menu.name}
                </AppLink>
              }
              links={menu.subMenus.map((subMenu) => ({ name: subMenu.name, href: localizedHref(subMenu.path, locale) }))}
            />
          ))}
        </ul>
        <h2>{t('search.brands')}</h2>
        <ul>
          {brands.map((brand) => (
            <LinkLine
              key={brand.name}
              head={<span className="search-without-script-head">{brand.name}</span>}
              links={brand.categories.map((category) => ({
                name: category.name,
                href: localizedHref(category.path, locale, { brand: brand.name }),
              }))}
            />
          ))}
        </ul>
      </div>
    </noscript>
  );
}
