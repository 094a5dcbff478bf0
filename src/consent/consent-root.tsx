import { lazy, Suspense, useContext, useEffect, useState } from 'react';
import { I18nContext } from 'react-i18next';
import { usePageContext } from '../components/site-context.tsx';
import { markOutdated } from '../deploy/outdated.ts';
import { loadFeatureTexts } from '../i18n/feature-texts.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { holdEarlyConsent, removeEarlyConsent } from './early.ts';
import type { ConsentView } from './consent-dialog.tsx';
import type { ConsentState } from './consent-state.ts';

// The dialog and its texts are a chunk of their own, fetched after mount together with the
// cookie reading (in parallel, not one after the other).
let dialogChunk: Promise<typeof import('./consent-dialog.tsx')> | undefined;
const loadDialog = () => (dialogChunk ??= import('./consent-dialog.tsx'));
const ConsentDialog = lazy(loadDialog);

/**
 * Consent, rendered after mount only (the prerendered page carries only a copy of the forced
 * modal, early.ts, which rests from the moment this mounts): the forced modal on a first visit, the bottom banner when earlier consent became invalid, and once consent is
 * given a button to reopen the settings (the layout puts it in the footer). Analytics start only once consent holds.
 */
export function ConsentRoot() {
  const context = usePageContext();
  const locale = useLocale();
  const { i18n } = useContext(I18nContext);
  const [consent, setConsent] = useState<ConsentState | null>(null);
  const [view, setView] = useState<ConsentView>('closed');

  useEffect(() => {
    holdEarlyConsent();
    // Cookie reading is a chunk of its own: it is not needed to show the page. The dialog's
    // code and its texts load alongside it, not one after the other.
    loadDialog().catch(removeEarlyConsent);
    void loadFeatureTexts(i18n, 'consent', locale);
    void import('./consent-state.ts').then(({ readConsent }) => {
      const state = readConsent();
      setConsent(state);
      if (state.status !== 'none') removeEarlyConsent();
      if (state.status === 'none') setView('modal');
      else if (state.status === 'invalid') setView('banner');
    });
  }, [i18n, locale]);

  useEffect(() => {
    // The analytics code is a chunk of its own, fetched only once the visitor has consented.
    if (consent?.status === 'given') {
      const { enabled } = consent;
      import('../analytics/start-analytics.ts').then(({ startAnalytics }) => startAnalytics(context, enabled), markOutdated);
    }
  }, [consent, context]);

  if (!consent) return null;
  return (
    <Suspense fallback={null}>
      <ConsentDialog
        saved={consent}
        view={view}
        onView={setView}
        onConsent={(state) => {
          setConsent(state);
          setView('closed');
        }}
      />
    </Suspense>
  );
}
