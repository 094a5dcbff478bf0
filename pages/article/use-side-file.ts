import { useEffect, useState } from 'react';

/**
 * A small file a page reads after hydration (`read` loads its reader, a chunk of its own, and
 * the file): null until it arrives, when it cannot be read, or while `key` is null. A failure
 * leaves the page as the HTML had it. `read` must be the same function on every render.
 */
export function useSideFile<T>(key: string | null, read: (key: string) => Promise<T | null>): T | null {
  const [state, setState] = useState<{ key: string; value: T } | null>(null);
  useEffect(() => {
    if (key === null) return;
    let current = true;
    read(key).then(
      (value) => {
        if (current && value) setState({ key, value });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [key, read]);
  return state?.key === key ? state.value : null;
}
