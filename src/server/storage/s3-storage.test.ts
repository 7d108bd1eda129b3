import { randomBytes } from 'node:crypto';
import dns from 'node:dns';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../platform/config.ts';
import { startS3Server } from '../test/s3-server.ts';
import { localStorage } from './local-storage.ts';
import { PART_BYTES, partsOf, s3Storage } from './s3-storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const storageWith = (env: Record<string, string> = {}) =>
  s3Storage(loadConfig({ ...s3.env, ...env }).s3!);

/** The bytes as an upload arrives: in 64 KiB chunks. */
const streamOf = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 65536) }, (_, i) =>
      bytes.subarray(i * 65536, (i + 1) * 65536),
    ),
  );

/** What reading a key gives: its bytes, or the code of the stream's error. */
const readBack = (stream: Readable) =>
  buffer(stream).catch((error: NodeJS.ErrnoException) => error.code);

const sizes = [
  ['an empty file', 0, [0]],
  ['a photo', 300_000, [300_000]],
  ['exactly one part', PART_BYTES, [PART_BYTES]],
  ['one byte more', PART_BYTES + 1, [PART_BYTES, 1]],
  ['a 20 MB DGPS log', 20 * 1024 * 1024, [PART_BYTES, PART_BYTES, PART_BYTES, PART_BYTES]],
] as const;

describe('S3 storage', () => {
  it.each(sizes)('cuts %s (%i bytes) into parts of %o bytes', async (_case, length, parts) => {
    const cut = [];
    for await (const { body, last } of partsOf(streamOf(randomBytes(length))))
      cut.push({ length: body.length, last });
    expect(cut).toEqual(parts.map((part, i) => ({ length: part, last: i === parts.length - 1 })));
  });

  it.each(sizes)('stores %s and reads back the same bytes', async (_case, length) => {
    const storage = storageWith();
    const bytes = randomBytes(length);
    const { key, size } = await storage.put(streamOf(bytes));
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(size).toBe(length);
    expect(await s3.keys()).toContain(key);
    // Buffer.equals: toEqual walks a Buffer index by index.
    expect((await buffer(storage.read(key))).equals(bytes)).toBe(true);
    await storage.remove(key);
    expect(await s3.keys()).not.toContain(key);
  });

  it.each([
    ['on local disk', () => localStorage(mkdtempSync(join(tmpdir(), 'agrovoo-files-')))],
    ['in an S3 bucket', () => storageWith()],
  ])(
    'answers a missing key %s with an ENOENT stream error, and removes it quietly',
    async (_case, make) => {
      const storage = make();
      const { key } = await storage.put(Readable.from([Buffer.from('receituário')]));
      await storage.remove(key);
      expect(await readBack(storage.read(key))).toBe('ENOENT');
      await expect(storage.remove(key)).resolves.toBeUndefined();
    },
  );

  it('is refused by the service with a wrong secret (signature checked), and keeps nothing', async () => {
    const storage = storageWith({ S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    const before = await s3.keys();
    await expect(storage.put(Readable.from([Buffer.from('foto')]))).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    const { key } = await storageWith().put(Readable.from([Buffer.from('foto')]));
    expect(await readBack(storage.read(key))).toBe('SignatureDoesNotMatch');
    await expect(storage.remove(key)).rejects.toThrow(/SignatureDoesNotMatch/);
    expect(await s3.keys()).toEqual([...before, key].sort());
  });

  it('puts every object under S3_PREFIX', async () => {
    const storage = storageWith({ S3_PREFIX: '/agrovoo/anexos/' });
    const { key } = await storage.put(streamOf(Buffer.from('log do DGPS')));
    expect(await s3.keys()).toContain(`agrovoo/anexos/${key}`);
    expect(await text(storage.read(key))).toBe('log do DGPS');
    expect(await readBack(storageWith().read(key))).toBe('ENOENT');
    await storage.remove(key);
    expect(await s3.keys()).not.toContain(`agrovoo/anexos/${key}`);
  });

  it('keeps nothing when the upload fails half-way through its parts', async () => {
    const before = await s3.keys();
    const failing = Readable.from(
      (async function* () {
        yield randomBytes(PART_BYTES * 2);
        throw new Error('conexão perdida');
      })(),
    );
    await expect(storageWith().put(failing)).rejects.toThrow('conexão perdida');
    expect(await s3.keys()).toEqual(before);
  });

  it('refuses a key it did not generate', () => {
    expect(() => storageWith().read('../outra-empresa')).toThrow(/invalid storage key/);
  });
});

describe('S3 storage with virtual-host addresses', () => {
  // s3rver signs a virtual-host request's path with the bucket in it, unlike S3, so this server
  // checks no signature; '*.localhost' is sent to loopback here, as a DNS name would be.
  let vhost: Awaited<ReturnType<typeof startS3Server>>;
  const lookup = dns.lookup;
  const hostsLookedUp = new Set<string>();
  beforeAll(async () => {
    vhost = await startS3Server({ allowMismatchedSignatures: true });
    dns.lookup = ((host: string, ...rest: [never, never]) => {
      hostsLookedUp.add(host);
      return lookup(host.endsWith('.localhost') ? '127.0.0.1' : host, ...rest);
    }) as typeof dns.lookup;
  });
  afterAll(async () => {
    dns.lookup = lookup;
    await vhost.close();
  });

  it('sends the bucket in the host name', async () => {
    const storage = s3Storage(
      loadConfig({
        ...vhost.env,
        S3_ENDPOINT: `http://s3.localhost:${vhost.port}`,
        S3_PATH_STYLE: 'false',
      }).s3!,
    );
    const { key } = await storage.put(streamOf(Buffer.from('foto da pista')));
    expect(hostsLookedUp).toContain('agrovoo.s3.localhost');
    expect(await vhost.keys()).toContain(key);
    expect(await text(storage.read(key))).toBe('foto da pista');
  });
});
