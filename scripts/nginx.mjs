// Debian's nginx as a load balancer in front of several server instances, for the scale-out
// test (src/server/scale-out.test.ts) and the soak benchmark: a plain process with its own
// configuration, logs and pid in a temporary directory, listening on a free loopback port —
// never the system service. The configuration is the one docs/deploy.md shows for production,
// minus TLS: round robin over the upstreams, the client's address in X-Forwarded-For, the
// browser's Host (with its port, which the Origin check compares) and the scheme.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where Debian installs nginx (`apt-get install nginx`); outside PATH for a plain user. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

/** @returns {Promise<number>} a free loopback port, asked of the operating system */
function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(address.port));
    });
  });
}

/**
 * The configuration: one worker, temporary files and logs in `dir`, 20 MB bodies (the largest
 * upload, an operation's attachment), keep-alive connections to the upstreams.
 * @param {{ dir: string, port: number, upstreams: string[] }} options
 */
export function nginxConfig({ dir, port, upstreams }) {
  const servers = upstreams.map((url) => `    server ${new URL(url).host};`).join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((kind) => `  ${kind}_temp_path ${join(dir, kind)};`)
    .join('\n');
  return `worker_processes 1;
error_log ${join(dir, 'error.log')} warn;
pid ${join(dir, 'nginx.pid')};
events { worker_connections 1024; }
http {
  access_log off;
${temp}
  client_max_body_size 21m;
  upstream agrovoo {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://agrovoo;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # Which instance answered: for diagnosis (and the test's round-robin check).
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** @param {number} port @returns {Promise<boolean>} whether something accepts on the port */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

/**
 * Starts nginx balancing (round robin) over `upstreams` (base URLs like http://127.0.0.1:4001)
 * and resolves once it accepts connections; `stop()` ends it and removes its directory.
 * @param {{ upstreams: string[] }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, errorLog: () => string }>}
 */
export async function startNginx({ upstreams }) {
  const dir = mkdtempSync(join(tmpdir(), 'agrovoo-nginx-'));
  const port = await freePort();
  const conf = join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, upstreams }));
  // -e: the start-up's own error log, before the configuration's is read.
  const args = ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;'];
  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr.on('data', (chunk) => (output += chunk));
  let ended = false;
  /** @type {Promise<void>} resolves when nginx has ended, or could not be started at all */
  const exited = new Promise((resolve) => {
    const end = () => {
      ended = true;
      resolve();
    };
    child.once('exit', end);
    child.once('error', (error) => {
      output += String(error);
      end();
    });
  });
  const errorLog = () => {
    const file = join(dir, 'error.log');
    return output + (existsSync(file) ? readFileSync(file, 'utf8') : '');
  };
  const stop = async () => {
    if (!ended) child.kill('SIGQUIT');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  while (!(await accepts(port))) {
    if (ended || Date.now() > deadline) {
      const log = errorLog();
      await stop();
      throw new Error(`nginx did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `http://127.0.0.1:${port}`, stop, errorLog };
}
