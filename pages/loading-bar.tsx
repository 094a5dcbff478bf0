import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';

/** Shown only after 200 ms, progress over 2000 ms, 3 px high (docs/decisions/004-payloads-and-routes.md). */
const LOADING_THROTTLE_MS = 200;
const LOADING_DURATION_MS = 2000;

/** A thin bar at the top of the page while a client navigation loads. */
export function LoadingBar() {
  const loading = useNavigation().state !== 'idle';
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => setVisible(true), LOADING_THROTTLE_MS);
    return () => {
      window.clearTimeout(timer);
      setVisible(false);
    };
  }, [loading]);
  if (!loading || !visible) return null;
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label="Loading"
      style={{ height: 3, animationDuration: `${LOADING_DURATION_MS}ms` }}
      data-testid="loading-bar"
    />
  );
}
