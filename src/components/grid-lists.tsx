import { useState, type ReactNode } from 'react';

/**
 * Items in a list of the grid's (lists.css): the first laid out at once, the others when scrolled
 * near. Twelve fill whole rows at every column count the grid takes (1, 2, 3, 4 or 6).
 */
const ITEMS_PER_LIST = 12;

/** Whether the app is still on the page the visitor opened: on the server always. */
let onOpenedPage = true;

/** The client's first navigation (pages/start-client.tsx): grids mounted from now on lay out every list. */
export function leaveOpenedPage(): void {
  onOpenedPage = false;
}

/** `items` in runs of `size`, in order. */
export function runs<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * A grid of cards: one list to assistive technology (the lists between are `none`, each card a
 * `listitem`), laid out as lists of twelve, so that the browser styles, lays out and paints each
 * list after the first only when it comes near the screen (`content-visibility`). Card by card it
 * cannot: a contained card leaves the grid's row tracks its parts line up on (subgrid).
 * Only on the page the visitor opened (prerendered and hydrated, or search's first results),
 * where the first layout is the cost: a grid rendered after a client navigation (Back among them)
 * lays out every list, so that the router's restored scroll position falls where the visitor left
 * it, not where the lists' estimated room puts it.
 * `children` renders a list's items, given the index the list starts at.
 */
export function GridLists<T>({
  items,
  children,
  busy,
  testId,
}: {
  items: T[];
  children: (list: T[], start: number) => ReactNode;
  busy?: boolean;
  testId?: string;
}) {
  // Decided when the grid mounts: a grid keeps its lists' layout as it came.
  const [whenNear] = useState(() => onOpenedPage);
  return (
    <div className={whenNear ? 'grid when-near' : 'grid'} role="list" aria-busy={busy} data-testid={testId}>
      {runs(items, ITEMS_PER_LIST).map((list, index) => (
        <ul key={index} className="grid-list" role="none">
          {children(list, index * ITEMS_PER_LIST)}
        </ul>
      ))}
    </div>
  );
}
