import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** Debian's nginx (`apt-get install -y nginx`). */
export const NGINX = '/usr/sbin/nginx';

/** The path the documented server block serves from, replaced by a test's output folder. */
export const DOCUMENTED_DIST = '/srv/cjenovnik/dist';

/** The one ```nginx block of a Markdown text. */
export function nginxBlock(markdown: string): string {
  const blocks = [...markdown.matchAll(/^```nginx\n([\s\S]*?)^```$/gm)].map(([, text = '']) => text);
  if (blocks.length !== 1) throw new Error(`expected one \`\`\`nginx block, found ${blocks.length}`);
  return blocks[0] as string;
}

/** The documented block for one site: its output folder, its domain, and a loopback port. */
export function serverFor(block: string, dist: string, domain: string, port: number): string {
  if (!/^server \{\n/.test(block)) throw new Error('the nginx block does not start with "server {"');
  return block
    .replaceAll('cjenovnik.me', domain)
    .replaceAll(DOCUMENTED_DIST, dist)
    .replace(/^server \{\n/, `server {\n  listen 127.0.0.1:${port};\n`);
}

/** A port free at the time of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface RunningNginx {
  /** The ports the servers listen on, in the order of the blocks. */
  ports: number[];
  stop(): Promise<void>;
}

/**
 * Starts nginx with the server blocks `servers(ports)` on `count` free loopback ports, and
 * resolves once the first answers; ports taken in the meantime by another process are tried
 * again with new ones. A start that fails rejects with nginx's error log.
 */
export async function startNginx(dir: string, count: number, servers: (ports: number[]) => string[]): Promise<RunningNginx> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: install nginx: apt-get install -y nginx`);
  for (let attempt = 1; ; attempt += 1) {
    const ports = new Set<number>();
    while (ports.size < count) ports.add(await freePort());
    try {
      const stop = await runNginx(dir, servers([...ports]), `http://127.0.0.1:${[...ports][0]}/`);
      return { ports: [...ports], stop };
    } catch (error) {
      if (attempt === 3 || !String(error).includes('Address already in use')) throw error;
    }
  }
}

/**
 * Runs nginx in the foreground as one process (`master_process off`: no worker to orphan or
 * to switch to another user), everything it writes under `dir`; polls `probeUrl` until it answers.
 */
async function runNginx(dir: string, servers: string[], probeUrl: string): Promise<() => Promise<void>> {
  const errorLog = join(dir, 'error.log');
  const conf = join(dir, 'nginx.conf');
  writeFileSync(errorLog, '');
  writeFileSync(
    conf,
    [
      'daemon off;',
      'master_process off;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${errorLog} warn;`,
      'events { worker_connections 64; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      `  access_log ${join(dir, 'access.log')};`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(dir, name)};`),
      ...servers,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', `${dir}/`, '-c', conf, '-e', errorLog], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let ended: string | null = null;
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      ended = `nginx exited (${signal ?? `code ${code}`})`;
      resolve();
    });
    child.once('error', (error) => {
      ended = `nginx did not start: ${error.message}`;
      resolve();
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  const stop = async () => {
    process.off('exit', killOnExit);
    if (ended === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(probeUrl, { signal: AbortSignal.timeout(2_000) });
      return stop;
    } catch {
      // Not answering yet.
    }
    if (ended !== null || Date.now() > deadline) {
      const reason = ended ?? 'nginx did not answer within 20 s';
      await stop();
      throw new Error(`${reason}\n${readFileSync(errorLog, 'utf8') || stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
