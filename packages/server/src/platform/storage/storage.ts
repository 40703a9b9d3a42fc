import type { Readable } from 'node:stream';

/** What a stored object is: its size, type and a validator for caches. */
export type StoredObject = { size: number; contentType: string; etag: string; lastModified: Date };

/** Bytes `start` to `end`, both included (as HTTP ranges count). */
export type ByteRange = { start: number; end: number };

/** A stored object opened for reading, whole or one range of it. */
export type ObjectStream = StoredObject & { stream: Readable; range?: ByteRange };

/**
 * Where uploaded files live: files under DATA_DIR/uploads, or an S3-compatible bucket. Keys are
 * `/`-separated paths of `[A-Za-z0-9._-]` segments (see `isValidKey`); stored objects never change.
 */
export interface Storage {
  /** Stores the stream under the key (replacing any object there). Throws what the backend throws. */
  put(key: string, body: Readable | Buffer, contentType: string): Promise<void>;
  /** The object (or one range of it, inside its size) as a stream; null when there is none. */
  get(key: string, range?: ByteRange): Promise<ObjectStream | null>;
  /** Size, type and validator of the object; null when there is none. */
  stat(key: string): Promise<StoredObject | null>;
  /** Removes the object; nothing when there is none. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/** True for keys we make and accept: 1–8 segments, no empty, dot-only or hidden segments. */
export function isValidKey(key: string): boolean {
  const segments = key.split('/');
  return segments.length <= 8 && segments.every((s) => SEGMENT.test(s) && !/^\.+$/.test(s));
}

/** Throws when the key is not one of ours (a guard against paths built from input). */
export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mpeg: 'video/mpeg',
  avi: 'video/x-msvideo',
  mov: 'video/quicktime',
  pdf: 'application/pdf',
};

/** The content type of a key by its extension (keys are ours, so their extension is reliable). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return TYPES[ext] ?? 'application/octet-stream';
}

/** The extension we give a stored file of this content type. */
export function extensionOfType(contentType: string): string {
  switch (contentType) {
    case 'image/jpeg':
      return 'jpg';
    case 'image/svg+xml':
      return 'svg';
    case 'video/x-msvideo':
      return 'avi';
    case 'video/quicktime':
      return 'mov';
    case 'application/pdf':
      return 'pdf';
    default:
      return contentType.split('/')[1] ?? 'bin';
  }
}
