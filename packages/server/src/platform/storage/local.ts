import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import {
  type ByteRange,
  type Storage,
  type StoredObject,
  assertValidKey,
  contentTypeOfKey,
} from './storage.js';

/** Files under `root` (DATA_DIR/uploads); each key is a path below it. */
export function createLocalStorage(root: string): Storage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  };

  async function statOf(key: string): Promise<StoredObject | null> {
    const s = await stat(pathOf(key)).catch(() => null);
    if (!s?.isFile()) return null;
    return {
      size: s.size,
      contentType: contentTypeOfKey(key),
      etag: `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`,
      lastModified: s.mtime,
    };
  }

  return {
    async put(key: string, body: Readable | Buffer) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside and renamed: readers never see half a file.
      const partial = join(dirname(path), `.${randomBytes(6).toString('hex')}.partial`);
      try {
        if (Buffer.isBuffer(body)) await writeFile(partial, body);
        else await pipeline(body, createWriteStream(partial));
        await rename(partial, path);
      } catch (e) {
        await rm(partial, { force: true });
        throw e;
      }
    },
    async get(key: string, range?: ByteRange) {
      const info = await statOf(key);
      if (!info) return null;
      const stream = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      return { ...info, stream, range };
    },
    stat: statOf,
    async delete(key: string) {
      await rm(pathOf(key), { force: true });
    },
  };
}
