import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { markOutdated } from '../deploy/outdated.ts';

/**
 * A part of a page in a chunk of its own (out of the first-load JavaScript, docs/benchmarks.md), as one
 * lazy component for the module's life, so a re-render never swaps the component type (which
 * would remount it and drop the focus). `load()` fetches the chunk; the prerender awaits it
 * before rendering, and then the part renders at once: React reads a thenable that calls back
 * synchronously as resolved. In the browser the prerendered HTML stays until the chunk arrives,
 * then React hydrates the part. A chunk that fails to load belongs to a replaced deployment:
 * the part then stays as it is.
 */
export function lazyPart<Props extends object>(importer: () => Promise<ComponentType<Props>>, fallback: ReactNode = null) {
  let loaded: ComponentType<Props> | null = null;
  const load = async (): Promise<ComponentType<Props>> => (loaded ??= await importer());
  const Lazy = lazy((): Promise<{ default: ComponentType<Props> }> => {
    if (loaded) {
      const module = { default: loaded };
      return { then: (resolve: (value: typeof module) => void) => resolve(module) } as Promise<typeof module>;
    }
    return load().then(
      (component) => ({ default: component }),
      () => {
        markOutdated();
        return new Promise<never>(() => {});
      },
    );
  });
  function Part(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Part, load };
}
