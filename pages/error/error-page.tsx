import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { LocaleScope } from '../../src/i18n/locale-scope.tsx';
import { useHydrated } from '../../src/lib/use-hydrated.ts';
import { ErrorView } from './error-view.tsx';

/**
 * The route error boundary: an unmatched path, a missing payload or a thrown error. The
 * visitor's own path is known only in the browser, so `404.html` shows it once hydrated.
 */
export function ErrorPage() {
  // At the root the boundary stands in for the layout, and its scope with it.
  return (
    <LocaleScope>
      <ErrorContent />
    </LocaleScope>
  );
}

/** The path as the visitor typed it: its escapes decoded, for reading (React writes it as text). */
function readable(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

function ErrorContent() {
  const error = useRouteError();
  const location = useLocation();
  const hydrated = useHydrated();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ErrorView status={404} path={hydrated ? readable(location.pathname) : undefined} />;
  if (!isRouteErrorResponse(error)) console.error(error);
  return <ErrorView status={isRouteErrorResponse(error) ? error.status : 500} />;
}
