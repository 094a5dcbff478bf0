import { writeHostHeaders } from '../security-headers.ts';
import type { Output } from './output.ts';

export const hostHeadersOutput: Output = {
  name: 'host headers',
  files: '`/_headers` (security-headers.ts), from the rendered home page',
  key: 'none: written afresh',
  open: ({ dir, site }) => ({ write: () => writeHostHeaders(dir, site) }),
};
