import { freePort } from '../../dev/free-port';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Debian's nginx and its brotli module (packages nginx and libnginx-mod-http-brotli-static). */
export const NGINX_PATH = process.env.NGINX_PATH || '/usr/sbin/nginx';
export const BROTLI_STATIC_MODULE = process.env.NGINX_BROTLI_STATIC_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

const READY_TIMEOUT_MS = 10_000;

/**
 * The smallest main configuration around a site's server block: everything nginx writes (pid,
 * logs, temporary files) in `dir`, in the foreground, one process, on 127.0.0.1:`port`.
 */
function mainConfig(dir: string, port: number, root: string, include: string) {
  const temp = (name: string) => `${name}_temp_path ${join(dir, name)};`;
  return `load_module ${BROTLI_STATIC_MODULE};
daemon off;
master_process off;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events {}
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${port};
    root ${root};
    include ${include};
  }
}
`;
}

/**
 * Starts real nginx serving `root` with the generated configuration `include`, on a free port.
 * A missing nginx fails: it is never skipped.
 */
export async function startNginx(root: string, include: string) {
  for (const [path, advice] of [
    [NGINX_PATH, 'installez le paquet Debian « nginx » ou définissez NGINX_PATH'],
    [BROTLI_STATIC_MODULE, 'installez le paquet Debian « libnginx-mod-http-brotli-static » ou définissez NGINX_BROTLI_STATIC_MODULE'],
  ] as const) {
    if (!existsSync(path)) throw new Error(`nginx introuvable à ${path} : ${advice}.`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'kbis-nginx-'));
  const port = await freePort();
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, mainConfig(dir, port, root, include));
  const child = spawn(NGINX_PATH, ['-p', dir, '-c', config, '-e', join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`nginx s'est arrêté (code ${code}) : ${stderr}`))),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  const ready = (async () => {
    for (;;) {
      try {
        await fetch(url, { method: 'HEAD' });
        return;
      } catch (error) {
        if (Date.now() > deadline) throw new Error(`nginx ne répond pas sur ${url} : ${stderr}`, { cause: error });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  })();
  await Promise.race([ready, exited]);
  return {
    url,
    async close() {
      exited.catch(() => undefined);
      if (child.exitCode === null) {
        const gone = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGQUIT');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
