import { useLayoutEffect, type RefObject } from 'react';

/**
 * While `open`, keeps on `popup` where `field` is in the viewport: `--popup-top`, its bottom edge,
 * and `--popup-room`, the width from its left edge to the viewport's right one. On a phone the
 * popup takes the screen's full width under the field (position: fixed), however narrow the field
 * and wherever the header puts it; wider, it is not wider than the room right of the field.
 */
export function usePopupPlace(field: RefObject<HTMLElement | null>, popup: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => {
      if (!field.current || !popup.current) return;
      const box = field.current.getBoundingClientRect();
      popup.current.style.setProperty('--popup-top', `${box.bottom}px`);
      popup.current.style.setProperty('--popup-room', `${document.documentElement.clientWidth - box.left}px`);
    };
    place();
    const options = { passive: true, capture: true };
    window.addEventListener('resize', place, options);
    window.addEventListener('scroll', place, options);
    return () => {
      window.removeEventListener('resize', place, options);
      window.removeEventListener('scroll', place, options);
    };
  }, [field, popup, open]);
}
