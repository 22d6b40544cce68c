import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The one nginx configuration of the project: production's site, run here with other ports. */
export const NGINX_SITE = new URL('../../../deploy/nginx/radio-taxi.conf', import.meta.url).pathname;
export const NGINX_BINARY = '/usr/sbin/nginx';

export interface RunningNginx {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * The site with the instances' addresses and the port to listen on: production's two `server 127.0.0.1:500x`
 * lines and `listen 80` are the only things changed, and each must be there exactly as expected, so that the
 * file drifting breaks this loudly instead of testing something else.
 */
export function siteFor(site: string, upstreams: string[], listen: string): string {
  const servers = [...site.matchAll(/^(\s*server )127\.0\.0\.1:\d+( .*;)$/gm)];
  if (servers.length !== upstreams.length) {
    throw new Error(`${NGINX_SITE}: ${servers.length} upstream servers, ${upstreams.length} instances to put there`);
  }
  let index = 0;
  const withUpstreams = site.replace(/^(\s*server )127\.0\.0\.1:\d+( .*;)$/gm, (_line, head: string, tail: string) => `${head}${upstreams[index++]}${tail}`);
  const listens = withUpstreams.match(/^\s*listen 80;$/gm) ?? [];
  if (listens.length !== 1) throw new Error(`${NGINX_SITE}: expected one "listen 80;" line, found ${listens.length}`);
  return withUpstreams.replace(/^(\s*)listen 80;$/m, `$1listen ${listen};`);
}

/** What Debian's /etc/nginx/nginx.conf gives a site, as a file of our own: no service, no root, temp files under `prefix`. */
function mainConfig(prefix: string, sitePath: string): string {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  include ${sitePath};
}
`;
}

/**
 * Debian's nginx in the foreground with the project's site in front of `upstreams` (host:port), listening on
 * 127.0.0.1:`port`; never the system's service. The configuration is checked (`nginx -t`) before it starts.
 */
export async function startNginx({ upstreams, port, prefix }: { upstreams: string[]; port: number; prefix: string }): Promise<RunningNginx> {
  await mkdir(prefix, { recursive: true });
  const sitePath = join(prefix, 'radio-taxi.conf');
  const configPath = join(prefix, 'nginx.conf');
  await writeFile(sitePath, siteFor(await readFile(NGINX_SITE, 'utf8'), upstreams, `127.0.0.1:${port}`));
  await writeFile(configPath, mainConfig(prefix, sitePath));
  const args = ['-p', prefix, '-c', configPath];
  try {
    await promisify(execFile)(NGINX_BINARY, ['-t', '-q', ...args]);
  } catch (err) {
    throw new Error(`nginx refused the configuration: ${(err as { stderr?: string }).stderr ?? String(err)}`, { cause: err });
  }
  const child = spawn(NGINX_BINARY, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
    await rm(prefix, { recursive: true, force: true });
  };
  // Listening once it answers anything at all (the instances may still be starting).
  for (let attempt = 0; ; attempt++) {
    try {
      await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) });
      return { url, child, stop };
    } catch {
      if (child.exitCode !== null || attempt > 100) {
        const log = await readFile(join(prefix, 'error.log'), 'utf8').catch(() => '');
        await stop();
        throw new Error(`nginx did not start: ${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
