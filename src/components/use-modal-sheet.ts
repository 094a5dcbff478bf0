import { useEffect, useRef } from 'react';

/** Where the facets stop being a sheet and become the side column (category.css). */
const WIDE = '(min-width: 48rem)';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';

/** Makes everything outside `node` inert (no focus, no clicks, hidden from screen readers); returns the undo. */
function inertOutside(node: HTMLElement): () => void {
  const changed: HTMLElement[] = [];
  for (let inside: HTMLElement = node; inside.parentElement && inside !== document.body; inside = inside.parentElement) {
    for (const sibling of inside.parentElement.children) {
      if (sibling === inside || !(sibling instanceof HTMLElement) || sibling.inert) continue;
      sibling.inert = true;
      changed.push(sibling);
    }
  }
  return () => {
    for (const element of changed) element.inert = false;
  };
}

/** Keeps Tab and Shift+Tab among the sheet's controls. */
function wrapFocus(node: HTMLElement, event: KeyboardEvent): void {
  const focusable = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey ? active === first || !node.contains(active) : active === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * A modal sheet while `open` (the ARIA dialog pattern): focus moves to its first control and
 * stays inside, the rest of the page is inert and does not scroll, Escape or a wider screen
 * closes it, and focus returns to the control that opened it.
 */
export function useModalSheet<T extends HTMLElement>(open: boolean, setOpen: (open: boolean) => void) {
  const sheet = useRef<T>(null);
  useEffect(() => {
    const node = sheet.current;
    if (!open || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const restore = inertOutside(node);
    const root = document.documentElement;
    root.classList.add('sheet-open');
    node.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        setOpen(false);
      } else if (event.key === 'Tab') wrapFocus(node, event);
    };
    const wide = window.matchMedia(WIDE);
    const onWide = () => wide.matches && setOpen(false);
    document.addEventListener('keydown', onKey);
    wide.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKey);
      wide.removeEventListener('change', onWide);
      restore();
      root.classList.remove('sheet-open');
      opener?.focus({ preventScroll: true });
    };
  }, [open, setOpen]);
  return sheet;
}
