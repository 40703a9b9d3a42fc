import { createReadStream } from 'node:fs';
import { UPLOAD_RULES, type UploadKind } from '@foyer/shared';
import { fileTypeFromFile } from 'file-type';
import { checkSvg } from './svg.js';

export type UploadReason = 'upload.wrongType' | 'upload.unsafeSvg';

/** The verdict on an uploaded file's content: its real type, or why it is refused. */
export type Detection =
  | { ok: true; mime: string }
  | { ok: false; reason: UploadReason; detected: string; detail?: string };

/** file-type's names → the names of the upload rules. */
const ALIASES: Record<string, string> = {
  'video/x-m4v': 'video/mp4',
  'video/vnd.avi': 'video/x-msvideo',
  'video/avi': 'video/x-msvideo',
  'video/MP1S': 'video/mpeg',
  'video/MP2P': 'video/mpeg',
};

async function* textChunks(path: string): AsyncGenerator<string> {
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 }))
    yield chunk as string;
}

async function checkSvgFile(path: string) {
  const chunks: string[] = [];
  for await (const c of textChunks(path)) chunks.push(c);
  return checkSvg(chunks);
}

/**
 * Decides by content (magic bytes; SVG by parsing it) whether a file is of the kind, whatever its name
 * or declared type says. Throws only on I/O errors.
 */
export async function detectUpload(kind: UploadKind, path: string): Promise<Detection> {
  const found = await fileTypeFromFile(path);
  const mime = found ? (ALIASES[found.mime] ?? found.mime) : undefined;
  const allowed = UPLOAD_RULES[kind].mimeTypes;
  if (mime && allowed.includes(mime)) return { ok: true, mime };
  // SVG is text: no magic bytes, so anything file-type does not know (or calls XML) may be one.
  if (
    allowed.includes('image/svg+xml') &&
    (!mime || mime === 'application/xml' || mime === 'image/svg+xml')
  ) {
    const verdict = await checkSvgFile(path);
    if (verdict.ok) return { ok: true, mime: 'image/svg+xml' };
    if (verdict.reason === 'unsafe')
      return { ok: false, reason: 'upload.unsafeSvg', detected: 'image/svg+xml', detail: verdict.detail };
  }
  return { ok: false, reason: 'upload.wrongType', detected: mime ?? 'unknown' };
}
