/**
 * Placeholder cards while a page's payload loads: a module of its own, so the layout carries
 * it without the cards' code (which comes with the screens that show cards).
 */
export function GridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="grid" aria-busy="true" data-testid="skeleton">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="card skeleton">
          <span className="skeleton-image" />
          <span className="skeleton-line" />
          <span className="skeleton-line short" />
        </li>
      ))}
    </ul>
  );
}
