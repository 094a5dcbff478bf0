import { beaconTokens, type Site } from '../../sites/index.ts';
import type { PageContext } from '../../src/components/site-context.tsx';
import { otherSiteOf } from './payloads/other-market.ts';

/**
 * What every page of a site is rendered with besides its payload and the build's id (which the
 * build works out from this and the code), the same in the build and the dev server.
 */
export function pageContext(site: Site, sites: Site[], time: number): Omit<PageContext, 'buildId'> {
  return {
    site,
    buildYear: new Date(time).getUTCFullYear(),
    beaconTokens: beaconTokens(sites),
    otherDomain: otherSiteOf(site).domain,
  };
}
