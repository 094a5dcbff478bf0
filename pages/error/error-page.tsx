import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { ErrorView } from './error-view.tsx';

function useFullPath(): string {
  const location = useLocation();
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The route error boundary: a failed payload fetch or a thrown error lands here. */
export function ErrorPage() {
  const error = useRouteError();
  const fullPath = useFullPath();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorView status={404} message={`Page not found: ${fullPath}`} />;
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}

/** Unmatched paths (`404.html`): the visitor's own path is known only in the browser. */
export function NotFoundPage() {
  const fullPath = useFullPath();
  const hydrated = useHydrated();
  return <ErrorView status={404} message={hydrated ? `Page not found: ${fullPath}` : undefined} />;
}
