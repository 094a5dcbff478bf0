import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { familySpanTexts } from '../components/family-spans.ts';
import { ProductPicture } from '../components/product-picture.tsx';
import { usePageContext } from '../components/site-context.tsx';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { localizedHref } from '../lib/paths.ts';
import { formatMoney } from '../lib/money.ts';
import { loadIndexSource } from './client.ts';
import { queryWords } from './query.ts';
import { suggest, type Suggestion } from './suggest.ts';
import { useIndexQuery } from './use-index-query.ts';
import { usePopupPlace } from './use-popup-place.ts';

function hrefOf(suggestion: Suggestion, locale: Parameters<typeof localizedHref>[1]): string {
  if (suggestion.kind === 'brand') return localizedHref('/search', locale, { q: suggestion.name, brand: suggestion.name });
  return localizedHref(suggestion.path, locale);
}

/** The field's state as the combobox pattern wants it on the input (WAI-ARIA APG, combobox with listbox popup). */
function setComboboxState(input: HTMLInputElement, listId: string, open: boolean, activeId: string | null): void {
  input.setAttribute('aria-expanded', String(open));
  if (open) input.setAttribute('aria-controls', listId);
  else input.removeAttribute('aria-controls');
  if (activeId) input.setAttribute('aria-activedescendant', activeId);
  else input.removeAttribute('aria-activedescendant');
}

/** The header field's suggestions: a listbox popup of up to 8 products, categories and brands. */
export function Typeahead({ input, listId, text }: { input: RefObject<HTMLInputElement | null>; listId: string; text: string }) {
  const { t, locale } = usePageTranslation();
  const { site } = usePageContext();
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const [active, setActive] = useState(-1);
  // A new letter opens the list again with no option chosen (React's "adjusting state when a prop changes").
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    setOpen(true);
    setActive(-1);
  }
  const key = queryWords(text).length > 0 ? text.trim() : null;
  const { state, retry, last } = useIndexQuery('suggestions', locale, key, (source) => suggest(source, text));
  // While the next letter's suggestions load, the last ones stay rather than flicker away.
  const suggestions = key === null ? [] : state.status === 'ready' ? state.value : state.status === 'loading' ? (last ?? []) : [];
  const shown = open && key !== null && suggestions.length > 0;
  const failed = open && key !== null && state.status === 'failed';
  const optionId = (index: number) => `${listId}-${index}`;
  const popup = useRef<HTMLDivElement>(null);
  usePopupPlace(input, popup, shown || failed);

  useEffect(() => {
    // The index's entry file loads with the focus, so the first letters wait only for their shards.
    loadIndexSource(locale).catch(() => {});
  }, [locale]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    setComboboxState(field, listId, shown, shown && active >= 0 ? optionId(active) : null);
  });

  useEffect(() => {
    // The list scrolls when the screen is short: the chosen option stays in sight.
    if (shown && active >= 0) document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [shown, active, listId]);

  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const choose = (suggestion: Suggestion) => {
      setOpen(false);
      void navigate(hrefOf(suggestion, locale));
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const count = shown ? suggestions.length : 0;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!open) setOpen(true);
        if (count === 0) return;
        // Wraps at either end, as the APG example does.
        if (event.key === 'ArrowDown') setActive((current) => (current < count - 1 ? current + 1 : 0));
        else setActive((current) => (current > 0 ? current - 1 : count - 1));
      } else if (event.key === 'Escape' && shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (event.key === 'Enter' && shown && active >= 0 && suggestions[active]) {
        event.preventDefault();
        choose(suggestions[active]);
      }
    };
    const onBlur = () => setOpen(false);
    // The search is submitted (Enter with no option chosen): the results come, the list goes.
    const onSubmit = () => {
      setOpen(false);
      setActive(-1);
    };
    const form = field.form;
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('blur', onBlur);
    form?.addEventListener('submit', onSubmit);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('blur', onBlur);
      form?.removeEventListener('submit', onSubmit);
    };
  });

  return (
    <div ref={popup} className="typeahead" data-query={state.status === 'ready' && key !== null ? state.key : undefined}>
      {shown ? (
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className="typeahead-list">
          {suggestions.map((suggestion, index) => (
            // Keys reach the options through the field (aria-activedescendant), as the combobox pattern has it.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${suggestion.kind}:${suggestion.name}:${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="typeahead-option"
              // Keeps focus in the field, so that blur does not close the list before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                setOpen(false);
                void navigate(hrefOf(suggestion, locale));
              }}
            >
              {suggestion.kind === 'product' ? <ProductPicture image={suggestion.image} alt="" size={40} sizes="40px" /> : null}
              <span className="typeahead-text">
                <span className="typeahead-name">{suggestion.name}</span>
                {suggestion.kind === 'product' && suggestion.spans ? (
                  <span className="typeahead-span">{familySpanTexts(suggestion.spans, t).join(' · ')}</span>
                ) : null}
              </span>
              {suggestion.kind === 'product' ? (
                <span className="typeahead-detail typeahead-price">
                  {suggestion.priceMinor >= 0
                    ? t('card.from', { price: formatMoney({ minor: suggestion.priceMinor, currency: site.currency }, locale) })
                    : t('card.noPrice')}
                </span>
              ) : (
                <span className="typeahead-detail">{t(`search.kind_${suggestion.kind}`)}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {failed ? (
        <div className="typeahead-failed" role="alert">
          {t('search.failed')}{' '}
          <button type="button" className="button" onMouseDown={(event) => event.preventDefault()} onClick={retry}>
            {t('search.retry')}
          </button>
        </div>
      ) : null}
      <div role="status" className="visually-hidden">
        {key !== null && state.status === 'ready' && open ? t('search.suggestionCount', { count: suggestions.length }) : ''}
      </div>
    </div>
  );
}
