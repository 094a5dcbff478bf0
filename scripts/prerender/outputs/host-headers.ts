import { elementText } from '../../../pages/document.ts';
import { writeHostHeaders } from '../security-headers.ts';
import type { Output } from './output.ts';

export const hostHeadersOutput: Output = {
  name: 'host headers',
  files: "`/_headers` (security-headers.ts), from the rendered home page, each screen's inline styles and early script",
  key: 'none: written afresh',
  open: ({ dir, site, render }) => ({
    write: () =>
      writeHostHeaders(dir, site, {
        scripts: Object.values(render.assets.early).map(({ code }) => elementText(code)),
        styles: Object.values(render.assets.critical).map(elementText),
      }),
  }),
};
