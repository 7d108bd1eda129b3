import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where operation files live: a directory under DATA_DIR (DESIGN §1 'files'). */
export type Storage = {
  /** Stores a stream under a new key; answers the key and the bytes written. */
  put(stream: Readable): Promise<{ key: string; size: number }>;
  read(key: string): Readable;
  remove(key: string): Promise<void>;
};

export function localStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'files');
  // Keys are generated here (uuid), never taken from a request, so they cannot escape root.
  const path = (key: string) => {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error(`invalid storage key ${key}`);
    return join(root, key);
  };
  return {
    async put(stream) {
      await mkdir(root, { recursive: true });
      const key = randomUUID();
      await pipeline(stream, createWriteStream(path(key), { mode: 0o600 }));
      return { key, size: (await stat(path(key))).size };
    },
    read: (key) => createReadStream(path(key)),
    remove: (key) => rm(path(key), { force: true }),
  };
}
