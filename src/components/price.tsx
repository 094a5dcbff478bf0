import { useLocale } from '../i18n/use-locale.ts';
import { formatMoney, type Money } from '../lib/money.ts';

export function Price({ money, className }: { money: Money; className?: string }) {
  const locale = useLocale();
  return <span className={className ?? 'price'}>{formatMoney(money, locale)}</span>;
}
