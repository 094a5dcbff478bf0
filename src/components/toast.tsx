import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Icon } from './icon.tsx';

/** Closes what `open` shows once the visitor goes to another page: a message belongs to the page it was said on. */
function useCloseOnNavigation(open: boolean, close: () => void): void {
  const { pathname } = useLocation();
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    if (open) close();
  }, [pathname, open, close]);
}

/**
 * A status message in the page's bottom dock, with a close button (and `action`, a button of
 * its own). The live region stays in the page, empty, so that screen readers announce what
 * comes into it.
 */
export function Toast({
  className,
  message,
  action,
  closeLabel,
  onClose,
}: {
  className: string;
  message: string | null;
  action?: ReactNode;
  closeLabel: string;
  onClose: () => void;
}) {
  useCloseOnNavigation(message !== null, onClose);
  return (
    <div role="status" className={className}>
      {message === null ? null : (
        <p className="toast">
          <span className="toast-text">{message}</span>
          {action}
          <button type="button" className="button button-icon" onClick={onClose} aria-label={closeLabel}>
            <Icon name="close" />
          </button>
        </p>
      )}
    </div>
  );
}
