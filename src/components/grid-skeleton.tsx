import { GridLists } from './grid-lists.tsx';

/**
 * Placeholder cards while a page's payload loads: a module of its own, so the layout carries
 * it without the cards' code (which comes with the screens that show cards).
 */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <GridLists items={Array.from({ length: count }, (_, index) => index)} busy testId="skeleton">
      {(list) =>
        list.map((index) => (
          <li key={index} className="card skeleton" role="listitem">
            <span className="skeleton-image" />
            <span className="skeleton-line" />
            <span className="skeleton-line short" />
          </li>
        ))
      }
    </GridLists>
  );
}
