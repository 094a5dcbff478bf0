import type { ReactNode } from 'react';
import { useLocale } from '../i18n/use-locale.ts';
import { localizedHref } from '../lib/paths.ts';
import { AppLink } from './app-link.tsx';

/** A link to an unprefixed app path in the page's language, keeping `?lang=`. */
export function LocaleLink(props: { to: string; className?: string; children: ReactNode; 'aria-current'?: 'page' }) {
  const locale = useLocale();
  const { to, ...rest } = props;
  return <AppLink to={localizedHref(to, locale)} {...rest} />;
}
