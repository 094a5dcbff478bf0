import type { DeliveryDays } from '../domain/delivery.ts';
import { numberFormat } from '../i18n/intl.ts';
import type { NumberOptions } from '../i18n/number-format.ts';
import { usePageTranslation } from '../i18n/use-locale.ts';

const WHOLE: NumberOptions = Object.freeze({ maximumFractionDigits: 0 });

/** "Delivered in 1–3 working days", "in 2 working days" when fewest and most agree; nothing when the feed said nothing. */
export function DeliveryNote({ delivery, className }: { delivery: DeliveryDays | null; className?: string }) {
  const { t, locale } = usePageTranslation();
  if (!delivery) return null;
  const { min, max } = delivery;
  const days = (value: number) => numberFormat(locale, WHOLE).format(value);
  let text: string;
  if (max === 0) text = t('offers.deliverySameDay');
  else if (min === max) text = t('offers.deliveryDays', { count: max, days: days(max) });
  else text = t('offers.deliveryRange', { count: max, from: days(min), to: days(max) });
  return <small className={className ?? 'delivery'}>{text}</small>;
}
