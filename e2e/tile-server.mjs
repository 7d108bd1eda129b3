// A map tile server for the browser journeys: any /{z}/{x}/{y}.png is a 256-pixel PNG of
// fields in four shades of green, different for every tile, so the tiles show in screenshots.
// Listens on 127.0.0.1:E2E_TILES_PORT (see playwright.config.ts).
import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

const SIZE = 256;
const FIELD = 64;
const SHADES = [
  [142, 176, 96],
  [112, 150, 74],
  [181, 196, 120],
  [96, 128, 70],
];

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function tilePng(z, x, y) {
  const rows = [];
  for (let row = 0; row < SIZE; row++) {
    const line = Buffer.alloc(1 + SIZE * 3); // filter byte 0, then RGB
    for (let column = 0; column < SIZE; column++) {
      const field = Math.floor(row / FIELD) * 7 + Math.floor(column / FIELD) * 3;
      const shade = SHADES[(field + x * 5 + y * 3 + z) % SHADES.length];
      const road = row % FIELD === 0 || column % FIELD === 0;
      line.set(road ? [226, 214, 180] : shade, 1 + column * 3);
    }
    rows.push(line);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(SIZE, 0);
  header.writeUInt32BE(SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

createServer((request, response) => {
  const match = /^\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(request.url ?? '');
  if (!match) return response.writeHead(404).end();
  const [z, x, y] = match.slice(1).map(Number);
  // Read by the map's fetch from the app's origin, as public tile servers allow.
  response.writeHead(200, {
    'content-type': 'image/png',
    'cache-control': 'max-age=3600',
    'access-control-allow-origin': '*',
  });
  response.end(tilePng(z, x, y));
}).listen(Number(process.env.E2E_TILES_PORT), '127.0.0.1');
