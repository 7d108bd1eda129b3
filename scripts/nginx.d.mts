// Types of scripts/nginx.mjs for the TypeScript tests (the project does not check .mjs files).

/** nginx's configuration for `port`, round robin over `upstreams`, its files in `dir`. */
export function nginxConfig(options: { dir: string; port: number; upstreams: string[] }): string;

/** Starts nginx balancing over `upstreams` (base URLs); resolves once it accepts connections. */
export function startNginx(options: { upstreams: string[] }): Promise<{
  /** nginx's base URL, http://127.0.0.1:PORT. */
  url: string;
  /** Ends nginx and removes its directory. */
  stop: () => Promise<void>;
  /** What nginx wrote to its error log so far. */
  errorLog: () => string;
}>;
