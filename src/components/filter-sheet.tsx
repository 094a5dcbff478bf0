import type { ReactNode } from 'react';
import { useModalSheet } from './use-modal-sheet.ts';

/**
 * Filters beside the results on a wide screen; on a narrow one a sheet over the page, opened from
 * the results bar (category.css), with a close button and a button back to the results. The
 * category's checkboxes and search's links alike.
 */
export function FilterSheet({
  id,
  title,
  closeLabel,
  showLabel,
  open,
  setOpen,
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  showLabel: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  children: ReactNode;
}) {
  const sheet = useModalSheet<HTMLElement>(open, setOpen);
  return (
    <section
      ref={sheet}
      id={id}
      className={open ? 'facets open' : 'facets'}
      role={open ? 'dialog' : undefined}
      aria-modal={open || undefined}
      aria-labelledby={`${id}-title`}
    >
      <div className="sheet-head">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="button button-icon sheet-close" onClick={() => setOpen(false)}>
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{closeLabel}</span>
        </button>
      </div>
      <div className="facet-groups">{children}</div>
      <div className="sheet-foot">
        <button type="button" className="button button-primary" onClick={() => setOpen(false)}>
          {showLabel}
        </button>
      </div>
    </section>
  );
}
