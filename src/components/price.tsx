import { useLocale } from '../i18n/use-locale.ts';
import type { Money } from '../domain/money.ts';
import { formatMoney } from '../lib/money.ts';

export function Price({ money, className }: { money: Money; className?: string }) {
  const locale = useLocale();
  return <span className={className ?? 'price'}>{formatMoney(money, locale)}</span>;
}
