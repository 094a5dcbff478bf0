import { familyPrices } from '../payloads/family.ts';
import { jsonFilesOutput } from './output.ts';

/**
 * Each family's member prices, which its members' variant pickers read after hydration: a
 * member's daily price change rewrites this small file, not its family's pages in seven languages.
 */
export const familiesOutput = jsonFilesOutput({
  name: 'families',
  files: '`/family/<key>.json`',
  claims: (pathname) => pathname.startsWith('/family/'),
  list: familyPrices,
});
