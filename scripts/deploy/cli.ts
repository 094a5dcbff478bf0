import { printable } from '../ingest/printable.ts';
import { runDeployCommand } from './command.ts';
import { runCli } from '../cli.ts';

// The SDK warns on every run that its releases after January 2027 need Node 22 (docs/decisions/026).
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

runCli(import.meta.url, () =>
  runDeployCommand(process.argv.slice(2), {
    log: (line) => console.log(line),
    error: (line) => console.error(printable(line)),
  }),
);
