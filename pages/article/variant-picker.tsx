import { useLayoutEffect, useRef } from 'react';
import { LocaleLink } from '../../src/components/locale-link.tsx';
import { Price } from '../../src/components/price.tsx';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import type { Family } from './payload.ts';
import { useSideFile } from './use-side-file.ts';

/** The family's member prices, from its file (family-prices.ts, a chunk of its own). */
const readPrices = (file: string) => import('./family-prices.ts').then((module) => module.readFamilyPrices(file));

/** Where on the screen the picker was when a variant was chosen: the chosen variant's page puts it there again. */
let chosenAt: number | null = null;

/**
 * The product's variants (docs/decisions/036-product-families.md): per axis its values, each a link
 * to that variant's page with its lowest price, the current one marked; a combination no shop
 * sells is shown as such. The links are in the HTML; the prices come after hydration. Choosing
 * a variant keeps the picker where it was on the screen (the page around it may differ in height).
 */
export function VariantPicker({ family }: { family: Family }) {
  const { t } = usePageTranslation();
  const section = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const top = section.current?.getBoundingClientRect().top;
    if (chosenAt !== null && top !== undefined) window.scrollBy(0, top - chosenAt);
    chosenAt = null;
  }, [family]);
  // The picker keeps its links when the prices cannot be read.
  const prices = useSideFile(family.file, readPrices);
  return (
    <section
      className="variants"
      aria-labelledby="variants"
      ref={section}
      // Another variant's page has the picker where this one has it: the visitor stays there.
      data-keep-scroll=""
      onClickCapture={(event) => {
        if (event.target instanceof Element && event.target.closest('a')) chosenAt = section.current?.getBoundingClientRect().top ?? null;
      }}
    >
      <h2 id="variants" className="visually-hidden">
        {t('article.variants')}
      </h2>
      {family.axes.map(({ axis, options }) => (
        <div className="variant-axis" key={axis} role="group" aria-labelledby={`variant-${axis}`}>
          <p className="variant-axis-name" id={`variant-${axis}`}>
            {t(`article.variantAxis.${axis}`)}
          </p>
          <ul className="variant-options">
            {options.map(({ value, path, selected }) => {
              const price = path && prices ? prices[path] : undefined;
              const label = (
                <>
                  <span className="variant-value">{value}</span>
                  <span className="variant-price">
                    {path === null ? (
                      t('article.variantNotSold')
                    ) : price ? (
                      <Price money={price} />
                    ) : price === null ? (
                      t('article.variantNoOffers')
                    ) : null}
                  </span>
                </>
              );
              return (
                <li key={value}>
                  {/* The current variant is this page: marked, not a link to itself. */}
                  {path === null || selected ? (
                    <span
                      className={selected ? 'variant variant-selected' : 'variant variant-unsold'}
                      aria-current={selected ? 'true' : undefined}
                    >
                      {label}
                    </span>
                  ) : (
                    <LocaleLink to={path} className="variant">
                      {label}
                    </LocaleLink>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </section>
  );
}
