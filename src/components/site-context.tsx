import { createContext, useContext } from 'react';
import type { Site } from '../../sites/index.ts';

/** What a page knows about the deployment it belongs to (embedded in every page as `#__ctx`). */
export interface PageContext {
  site: Site;
  buildId: string;
  /** Year of the build; the footer shows it so prerender and hydration agree. */
  buildYear: number;
  /** Cloudflare beacon tokens by host name, for every site (the beacon picks by hostname). */
  beaconTokens: Record<string, string>;
  /** The other site's domain: the only host an article's link to the other market may lead to. */
  otherDomain: string;
}

const Context = createContext<PageContext | null>(null);

export const PageContextProvider = Context.Provider;

export function usePageContext(): PageContext {
  const value = useContext(Context);
  if (!value) throw new Error('usePageContext outside PageContextProvider');
  return value;
}
