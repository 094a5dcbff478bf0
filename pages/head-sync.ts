import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import { usePageContext } from '../src/components/site-context.tsx';
import { usePageTranslation } from '../src/i18n/use-locale.ts';
import type { Payload } from './payload.ts';

/** After a client navigation, the head says what the prerendered page of that path says. */
export function useHeadSync(): void {
  const matches = useMatches();
  const payload = matches[matches.length - 1]?.data as Payload | undefined;
  const { site } = usePageContext();
  const { t } = usePageTranslation();
  const hydrated = useRef(false);
  useEffect(() => {
    // The prerendered head is already right for the first page.
    if (!hydrated.current) {
      hydrated.current = true;
      return;
    }
    if (!payload?.screen) return;
    // The head's builder is a chunk of its own (only navigations need it); a later navigation wins.
    let current = true;
    void import('./head-apply.ts').then(({ applyHead, buildHead }) => current && applyHead(buildHead(payload, site, t)));
    return () => {
      current = false;
    };
  }, [payload, site, t]);
}
