import { styleText } from '../../../pages/document.ts';
import { writeHostHeaders } from '../security-headers.ts';
import type { Output } from './output.ts';

export const hostHeadersOutput: Output = {
  name: 'host headers',
  files: "`/_headers` (security-headers.ts), from the rendered home page and each screen's inline styles",
  key: 'none: written afresh',
  open: ({ dir, site, render }) => ({ write: () => writeHostHeaders(dir, site, Object.values(render.assets.critical).map(styleText)) }),
};
