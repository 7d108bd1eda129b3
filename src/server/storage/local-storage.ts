import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkedKey, type Storage } from './storage.ts';

/** Files in a directory under DATA_DIR. */
export function localStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'files');
  const path = (key: string) => join(root, checkedKey(key));
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
