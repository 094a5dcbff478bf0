import { useLocale, usePageTranslation } from '../../src/i18n/use-locale.ts';
import { OMNIBUS_DAYS, STALE_DAYS } from '../../src/domain/rules.ts';
import { dayOf } from '../../src/domain/days.ts';
import { formatCheckedTime, formatTimeAgo } from './offer-time.ts';
import { formatDay } from '../../src/lib/format-day.ts';
import type { OfferDiscount, OfferRow } from './payload.ts';
import { useNow } from './use-now.ts';
import { isStale } from '../../src/domain/stale.ts';

/** The rules' numbers the texts state, frozen so `t` looks each text up once. */
const OMNIBUS = Object.freeze({ days: OMNIBUS_DAYS });
export const STALE = Object.freeze({ days: STALE_DAYS });

/** A change in whole percent as the page language writes it: a fall (−11%), a rise (+5%) or none. */
function useChange(): (points: number) => string {
  const { t } = usePageTranslation();
  return (points) =>
    points > 0 ? t('offers.fall', { percent: points }) : points < 0 ? t('offers.rise', { percent: -points }) : t('offers.flat');
}

/**
 * The shop's advertised reduction measured against its own 30-day low: the
 * honest figure, and the claimed one beside it when it is more than 5 points larger.
 */
export function DiscountNote({ discount }: { discount: OfferDiscount }) {
  const { t } = usePageTranslation();
  const change = useChange();
  const claimed = change(discount.claimed);
  let text: string;
  if (discount.honest === null) text = t('offers.unchecked', { claimed });
  else if (discount.fake) text = t('offers.fake', { claimed, honest: change(discount.honest), ...OMNIBUS });
  else text = t('offers.honest', { change: change(discount.honest), ...OMNIBUS });
  return <small className={discount.fake ? 'discount fake' : 'discount'}>{text}</small>;
}

/**
 * When the shop's feed last confirmed the offer: the date in the prerendered HTML (UTC, so
 * hydration matches), how long ago once hydrated; the full time stays in `datetime` and `title`.
 */
function CheckedAt({ iso }: { iso: string }) {
  const { t } = usePageTranslation();
  const locale = useLocale();
  const now = useNow();
  const text =
    now === null
      ? t('offers.checkedOn', { date: formatDay(dayOf(iso), locale) })
      : t('offers.checkedAgo', { when: formatTimeAgo(iso, now, locale) });
  return (
    <time className="checked" dateTime={iso} title={formatCheckedTime(iso, locale)}>
      {text}
    </time>
  );
}

/**
 * An offer is stale as of the catalogue's as-of in the prerendered page (`stale`); once the
 * visitor's clock is known (`now`), also when its feed last confirmed it (`seen`) longer ago than
 * the staleness line, so every place that says so agrees.
 */
export function staleAt(stale: boolean, seen: string | null, now: number | null): boolean {
  return stale || (now !== null && seen !== null && isStale(seen, new Date(now).toISOString()));
}

/**
 * Freshness and provenance of an offer, under its availability. `seen` is when
 * its feed confirmed it: null for an offer in its shop's latest feed until that feed's time is known.
 * A model-code match names its code (`matchEvidence`); the other methods' texts have no `{{code}}`.
 */
export function OfferProvenance({ offer, seen }: { offer: Pick<OfferRow, 'stale' | 'matchedBy' | 'matchEvidence'>; seen: string | null }) {
  const { t } = usePageTranslation();
  // Stale as of the catalogue's as-of in the prerendered page; once "checked ... ago" reads the
  // visitor's clock, stale by that clock too, so the two never disagree.
  const stale = staleAt(offer.stale, seen, useNow());
  return (
    <span className="provenance">
      {stale ? <strong className="stale-label">{t('offers.stale', STALE)}</strong> : null}
      {seen ? <CheckedAt iso={seen} /> : <span className="checked">{t('offers.inLatestFeed')}</span>}
      {/* The code is the shop's feed's text: React prints it as text, never as markup. */}
      <span className="matched-by">{t(`offers.matchedBy.${offer.matchedBy}`, { code: offer.matchEvidence ?? '' })}</span>
    </span>
  );
}
