import { useEffect, useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { MAX_COMPARE, parseCompareIds } from '../../src/compare/ids.ts';
import { usePageContext } from '../../src/components/site-context.tsx';
import { useFeatureTexts } from '../../src/i18n/feature-texts.ts';
import { usePageTranslation } from '../../src/i18n/use-locale.ts';
import { compareColumns, specRows } from './compare-rows.ts';
import { CompareTable } from './compare-table.tsx';
import { loadCompared, type Compared } from '../load-products.ts';

/** Why an id of the URL is not in the table. */
function noteOf(result: Compared, category: string, t: TFunction): string | null {
  switch (result.status) {
    case 'missing':
      return t('compare.missing', { id: result.id });
    case 'failed':
      return t('compare.loadFailed', { id: result.id });
    default:
      return result.payload.category.path === category
        ? null
        : t('compare.otherCategory', { name: result.payload.product.name, category: result.payload.category.name });
  }
}

function CompareResults({ results }: { results: Compared[] }) {
  const { t } = usePageTranslation();
  const found = results.flatMap((result) => (result.status === 'found' ? [result] : []));
  // The first product found decides the category; products of another one are explained.
  const category = found[0]?.payload.category;
  const shown = found.filter((result) => result.payload.category.path === category?.path);
  const notes = results.flatMap((result) => noteOf(result, category?.path ?? '', t) ?? []);
  return (
    <>
      {notes.length > 0 ? (
        <ul className="compare-notes">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {category && shown.length > 0 ? (
        <CompareTable
          columns={compareColumns(shown)}
          rows={specRows(shown.map((result) => result.payload.product))}
          category={category.name}
        />
      ) : (
        <p>{t('compare.nothing')}</p>
      )}
    </>
  );
}

/** The compare page after hydration: the URL's ids, their payloads, the table. */
export function CompareView({ query }: { query: string | null }) {
  useFeatureTexts('compare');
  const { t, locale } = usePageTranslation();
  const { otherDomain } = usePageContext();
  const key = parseCompareIds(query).join(',');
  const ids = useMemo(() => parseCompareIds(key), [key]);
  const [loaded, setLoaded] = useState<{ key: string; results: Compared[] } | null>(null);
  useEffect(() => {
    if (ids.length === 0) return;
    const controller = new AbortController();
    loadCompared(ids, locale, otherDomain, controller.signal).then(
      (results) => setLoaded({ key: ids.join(','), results }),
      () => {}, // Aborted: the visitor went elsewhere.
    );
    return () => controller.abort();
  }, [ids, locale, otherDomain]);
  if (ids.length === 0) return <p>{t('compare.empty', { max: MAX_COMPARE })}</p>;
  if (loaded?.key !== key) return <p aria-busy="true">{t('compare.loading')}</p>;
  return <CompareResults results={loaded.results} />;
}
