import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';
import { localizedHref } from '../lib/paths.ts';

/** A link to an unprefixed app path in the page's language, keeping `?lang=`. */
export function LocaleLink(props: { to: string; className?: string; children: ReactNode; 'aria-current'?: 'page' }) {
  const locale = useLocale();
  const { to, ...rest } = props;
  return <Link to={localizedHref(to, locale)} {...rest} />;
}
