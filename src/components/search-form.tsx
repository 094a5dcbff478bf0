import { useRef, useState, type ChangeEvent, type ComponentType, type RefObject } from 'react';
import { Form } from 'react-router';
import { usePageTranslation } from '../i18n/use-locale.ts';
import { Icon } from './icon.tsx';
import { localePrefix } from '../i18n/locales.ts';

type Typeahead = ComponentType<{ input: RefObject<HTMLInputElement | null>; listId: string; text: string }>;

/**
 * A GET form to the search page: works without JavaScript, navigates on the client with it.
 * `landmark`: one search landmark per page (the header's); a second, unnamed one would be
 * indistinguishable from it in a screen reader's landmark list. With `typeahead`, the field
 * is a combobox whose suggestions (src/search/typeahead.tsx, a chunk of its own) load on
 * focus; until then, and if the chunk fails to load, it is the plain form.
 */
export function SearchForm({
  id,
  query = '',
  landmark = true,
  typeahead = false,
}: {
  id: string;
  query?: string;
  landmark?: boolean;
  typeahead?: boolean;
}) {
  const { t, locale } = usePageTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [Suggestions, setSuggestions] = useState<Typeahead | null>(null);
  // Kept here, not in the chunk, so that letters typed while the chunk loads are not missed.
  const [text, setText] = useState(query);
  const load = () => {
    if (!typeahead || Suggestions) return;
    import('../search/typeahead.tsx').then(
      (module) => setSuggestions(() => module.Typeahead),
      () => {},
    );
  };
  return (
    <Form method="get" action={`${localePrefix(locale)}/search`} role={landmark ? 'search' : undefined} className="search-form">
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <div className="search-field">
        <input
          id={id}
          ref={input}
          key={query}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={t('search.placeholder')}
          {...(typeahead
            ? {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': false,
                autoComplete: 'off',
                onFocus: load,
                onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.currentTarget.value),
              }
            : {})}
        />
        {Suggestions ? <Suggestions input={input} listId={`${id}-suggestions`} text={text} /> : null}
      </div>
      <input type="hidden" name="lang" value={locale} />
      <button type="submit" className="button button-primary">
        <Icon name="search" />
        <span className="search-submit-label">{t('search.submit')}</span>
      </button>
    </Form>
  );
}
