import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CONSENT_GROUPS, CONSENT_OPTIONS, saveConsent, type ConsentGroup, type ConsentState } from './consent-state.ts';
import { EARLY_CONSENT, removeEarlyConsent } from './early.ts';
import { useConsentTexts } from './texts.ts';

/** What the consent UI shows: the forced modal, the bottom banner, or only the reopen control. */
export type ConsentView = 'modal' | 'banner' | 'closed';

interface Props {
  /** The consent the root read from the cookies (or just saved). */
  saved: ConsentState;
  view: ConsentView;
  onView: (view: ConsentView) => void;
  onConsent: (state: ConsentState) => void;
  /** The prerender's copy of the forced modal (early.ts), shown by the head's script, which works its buttons. */
  early?: boolean;
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapFocus(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], input:not([disabled])')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

export default function ConsentDialog({ saved, view, onView, onConsent, early = false }: Props) {
  const texts = useConsentTexts();
  // Every group is necessary: they are all on, and none can be switched off.
  const [selected] = useState<ConsentGroup[]>([...CONSENT_GROUPS]);
  const forced = saved.status !== 'given';
  const unsaved = saved.status === 'given' && selected.join('~') !== saved.enabled.join('~');
  const dialog = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // In the commit that puts the working dialog on the page, before the browser paints it.
  useLayoutEffect(() => {
    if (!early) removeEarlyConsent();
  }, [early]);

  useEffect(() => {
    if (view !== 'modal') return;
    opener.current = document.activeElement as HTMLElement | null;
    dialog.current?.querySelector<HTMLElement>('button')?.focus();
    return () => opener.current?.focus();
  }, [view]);

  if (!texts) return null;
  const accept = (groups: readonly ConsentGroup[]) => onConsent(saveConsent(groups));

  if (view === 'banner') {
    return (
      <section className="consent-banner" aria-label={texts.bannerTitle}>
        <p>{texts.bannerDescription}</p>
        <div className="button-row consent-actions">
          <button type="button" className="button button-primary" onClick={() => accept(CONSENT_GROUPS)}>
            {texts.accept}
          </button>
          {CONSENT_OPTIONS.declineAll ? (
            <button type="button" className="button">
              {texts.decline}
            </button>
          ) : null}
          <button type="button" className="button" onClick={() => onView('modal')}>
            {texts.manageCookies}
          </button>
        </div>
      </section>
    );
  }

  // Once consent is given, a button in the footer reopens the settings; it stays while they are
  // open so that focus can return to it.
  const reopen =
    saved.status === 'given' ? (
      <button type="button" className="button consent-reopen" onClick={() => onView('modal')}>
        {texts.reopen}
      </button>
    ) : null;

  if (view === 'closed') return reopen;

  return (
    <>
      {reopen}
      {/* The early copy: kept out of search engines' snippets; its buttons work by the head's script (early-script.ts). */}
      <div className={early ? `consent-overlay ${EARLY_CONSENT}` : 'consent-overlay'} {...(early ? { 'data-nosnippet': '' } : {})}>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the ARIA dialog pattern: Tab stays inside, Escape closes */}
        <div
          ref={dialog}
          className="consent-modal"
          role="dialog"
          aria-modal="true"
          aria-labelledby="consent-title"
          onKeyDown={(event) => {
            trapFocus(event);
            if (event.key === 'Escape' && !forced) onView('closed');
          }}
        >
          <h2 id="consent-title">{texts.bannerTitle}</h2>
          <p>{texts.modalDescription}</p>
          <h3>{texts.cookiesNecessary}</h3>
          <ul className="consent-groups">
            {CONSENT_GROUPS.map((group) => (
              <li key={group}>
                <label>
                  <input type="checkbox" defaultChecked disabled />
                  <span>
                    <strong>{texts.groups[group].name}</strong>
                    <small>{texts.groups[group].description}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {unsaved ? <p role="status">{texts.settingsUnsaved}</p> : null}
          <div className="button-row consent-actions">
            <button type="button" className="button button-primary" onClick={() => accept(CONSENT_GROUPS)}>
              {texts.acceptAll}
            </button>
            {CONSENT_OPTIONS.acceptNecessary ? (
              <button type="button" className="button">
                {texts.accept}
              </button>
            ) : null}
            {CONSENT_OPTIONS.declineAll && !forced ? (
              <button type="button" className="button">
                {texts.declineAll}
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => accept(selected)}>
              {texts.save}
            </button>
            {forced ? null : (
              <button type="button" className="button" onClick={() => onView('closed')}>
                {texts.close}
              </button>
            )}
          </div>
        </div>
      </div>
    </>
  );
}
