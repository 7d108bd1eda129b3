import { createReadStream, createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';

// A backup is one .tar.gz (ustar), so an operator can also list or open it with `tar`. The
// project has no tar library and needs only plain files, so this writes and reads that subset.

/** One file of an archive: its path inside it and its bytes. */
export type Entry = { name: string; bytes: Uint8Array };

const BLOCK = 512;

/** The 512-byte ustar header of a regular file. */
function header(name: string, size: number): Buffer {
  if (Buffer.byteLength(name) > 100) throw new Error(`archive name too long: ${name}`);
  const block = Buffer.alloc(BLOCK);
  const field = (offset: number, length: number, value: string) =>
    block.write(value, offset, length, 'utf8');
  const octal = (offset: number, length: number, value: number) =>
    field(offset, length - 1, value.toString(8).padStart(length - 1, '0'));
  field(0, 100, name);
  octal(100, 8, 0o600);
  octal(108, 8, 0);
  octal(116, 8, 0);
  octal(124, 12, size);
  octal(136, 12, Math.floor(Date.now() / 1000));
  field(148, 8, ' '.repeat(8)); // the checksum counts its own field as spaces
  field(156, 1, '0');
  field(257, 8, 'ustar\u000000');
  const sum = block.reduce((total, byte) => total + byte, 0);
  field(148, 8, `${sum.toString(8).padStart(6, '0')}\u0000 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes `entries` (produced one at a time, so large files are never all in memory) to `file`. */
export async function writeArchive(
  file: string,
  entries: AsyncIterable<Entry> | Iterable<Entry>,
): Promise<void> {
  async function* blocks() {
    for await (const { name, bytes } of entries) {
      yield header(name, bytes.byteLength);
      yield bytes;
      yield padding(bytes.byteLength);
    }
    yield Buffer.alloc(2 * BLOCK);
  }
  await pipeline(
    Readable.from(blocks()),
    createGzip(),
    createWriteStream(file, { mode: 0o600, flags: 'wx' }),
  );
}

/** Every file of the archive `file`, read whole: a backup of the embedded database is small. */
export async function readArchive(file: string): Promise<Entry[]> {
  const chunks: Buffer[] = [];
  await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) chunks.push(chunk);
  });
  const tar = Buffer.concat(chunks);
  const entries: Entry[] = [];
  for (let at = 0; at + BLOCK <= tar.length && tar[at] !== 0;) {
    const text = (offset: number, length: number) =>
      tar.toString('utf8', at + offset, at + offset + length).replace(/\0.*$/s, '');
    const size = parseInt(text(124, 12).trim() || '0', 8);
    if (Number.isNaN(size) || at + BLOCK + size > tar.length) throw new Error('truncated archive');
    if (text(156, 1) === '0' || text(156, 1) === '') {
      entries.push({ name: text(0, 100), bytes: tar.subarray(at + BLOCK, at + BLOCK + size) });
    }
    at += BLOCK + size + padding(size).length;
  }
  return entries;
}
