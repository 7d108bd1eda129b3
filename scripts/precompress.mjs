// Compresses the web build once, after it is written (brotli at its best quality, and gzip), so
// the server sends dist/web/<file>.br or .gz as they are (@fastify/static's preCompressed)
// instead of compressing every script and stylesheet again on every request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist/web';
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const MIN_BYTES = 1024; // @fastify/compress's threshold: smaller answers go as they are
// The public pages' HTML is read by the server, which writes the site's address in, and is never
// sent as a file (src/server/http/page-preloads.ts).
const servedAsFile = (name) => !name.startsWith('prerendered/');

let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(root, { recursive: true })) {
  const path = join(root, name);
  if (!servedAsFile(name) || !COMPRESSIBLE.test(path) || statSync(path).size < MIN_BYTES) continue;
  const content = readFileSync(path);
  const brotli = brotliCompressSync(content, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  files += 1;
  before += content.length;
  after += brotli.length;
}
const kb = (bytes) => `${Math.round(bytes / 1024)} KB`;
console.log(`pré-comprimidos: ${files} arquivos, ${kb(before)} → ${kb(after)} (brotli)`);
