import { useState } from 'react';
import { Price } from '../../src/components/price.tsx';
import { dayOf } from '../../src/domain/days.ts';
import type { Money } from '../../src/domain/money.ts';
import { GOOD_PRICE_FACTOR, HIGH_PRICE_FACTOR, MIN_HISTORY_DAYS, OMNIBUS_DAYS, USUAL_DAYS, YEAR_DAYS } from '../../src/domain/rules.ts';
import { useLocale, usePageTranslation } from '../../src/i18n/use-locale.ts';
import { formatMoney } from '../../src/lib/money.ts';
import type { PriceCheck } from '../../src/domain/price-check.ts';
import { formatDay } from '../../src/lib/format-day.ts';

/**
 * The rules' numbers as the texts state them, from rules.ts so the words cannot drift from the code.
 * Frozen: `t` then knows the texts made with them never change and looks each up once.
 */
const RULE_NUMBERS = Object.freeze({
  good: Math.round((GOOD_PRICE_FACTOR - 1) * 100),
  high: Math.round((HIGH_PRICE_FACTOR - 1) * 100),
  min: MIN_HISTORY_DAYS,
  omnibus: OMNIBUS_DAYS,
  usual: USUAL_DAYS,
  year: YEAR_DAYS,
});

/**
 * How the verdicts are made: the same paragraph on every product page, so it is written when the
 * visitor opens it, not into each page's HTML (1 to 2 KB a page in every language;
 * docs/decisions/046-product-page-bytes.md). The verdict's own reason stays in the page.
 */
function Method() {
  const { t } = usePageTranslation();
  const [open, setOpen] = useState(false);
  return (
    <details className="method" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{t('priceCheck.methodTitle')}</summary>
      {open && <p>{t('priceCheck.method', RULE_NUMBERS)}</p>}
    </details>
  );
}

function Figure({ label, money }: { label: string; money: Money | null }) {
  const { t } = usePageTranslation();
  return (
    <>
      <dt>{label}</dt>
      <dd>{money ? <Price money={money} /> : t('priceCheck.noData')}</dd>
    </>
  );
}

/** "Is this a good price?": the verdict of docs/price-rules.md with the numbers behind it. */
/**
 * `asOf`: the day the figures are of; `builtAsOf`: the prerendered page's, when the figures
 * changed as they were brought up to date after hydration (the page then says so, rather than
 * change them silently; a page is made again before its figures change, so only an old copy does).
 */
export function PriceCheckPanel({
  check,
  asOf,
  builtAsOf,
  historyPath,
}: {
  check: PriceCheck;
  asOf: string;
  builtAsOf?: string;
  historyPath: string;
}) {
  const { t } = usePageTranslation();
  const locale = useLocale();
  const money = (value: Money | null) => (value ? formatMoney(value, locale) : '');
  const day = (iso: string) => formatDay(dayOf(`${iso}T00:00:00Z`), locale);
  const figures = {
    current: money(check.current),
    low90: money(check.low90),
    low365: money(check.low365),
    median90: money(check.median90),
  };
  const low = check.allTimeLow;
  return (
    <section className="price-check" aria-labelledby="price-check">
      <h2 id="price-check">{t('priceCheck.title')}</h2>
      <p className="as-of">
        {builtAsOf && builtAsOf !== asOf
          ? t('priceCheck.asOfUpdated', { date: day(asOf), built: day(builtAsOf) })
          : t('priceCheck.asOf', { date: day(asOf) })}
      </p>
      {check.verdict ? (
        <>
          <p className={`verdict ${check.verdict}`}>{t(`priceCheck.verdict.${check.verdict}`)}</p>
          <p className="verdict-reason">{t(`priceCheck.reason.${check.verdict}`, { ...RULE_NUMBERS, ...figures })}</p>
        </>
      ) : (
        <p className="verdict none">
          {!check.current
            ? t('priceCheck.nothingBuyable')
            : check.days < MIN_HISTORY_DAYS
              ? t('priceCheck.shortHistory', { ...RULE_NUMBERS, days: check.days })
              : t('priceCheck.noRecentPrices', RULE_NUMBERS)}
        </p>
      )}
      {check.drop ? (
        <p className="drop">
          {t('priceCheck.drop', {
            percent: check.drop.percent,
            reference: money(check.drop.reference),
            date: day(check.drop.since),
            omnibus: OMNIBUS_DAYS,
          })}
        </p>
      ) : null}
      <dl className="price-figures">
        <Figure label={t('priceCheck.current')} money={check.current} />
        <Figure label={t('priceCheck.low30', RULE_NUMBERS)} money={check.low30} />
        <Figure label={t('priceCheck.low90', RULE_NUMBERS)} money={check.low90} />
        <Figure label={t('priceCheck.low365', RULE_NUMBERS)} money={check.low365} />
        <dt>{t('priceCheck.allTimeLow')}</dt>
        <dd>
          {low ? (
            <>
              <Price money={low.price} /> <span className="low-when">{formatDay(dayOf(`${low.date}T00:00:00Z`), locale)}</span>{' '}
              <span className="low-where">{low.shop}</span>
            </>
          ) : (
            t('priceCheck.noData')
          )}
        </dd>
      </dl>
      <Method />
      <p className="open-data">
        {`${t('priceCheck.openData')} `}
        <a href={`${historyPath}/history.csv`}>CSV</a> · <a href={`${historyPath}/history.json`}>JSON</a>
      </p>
    </section>
  );
}
