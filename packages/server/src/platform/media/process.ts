import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadKind } from '@foyer/shared';
import sharp from 'sharp';
import { hasTool, run } from './tools.js';

/** Longest side of thumbnails and of web renditions. */
export const THUMB_MAX = 320;
export const WEB_MAX = 1920;

/** A file made from an upload, in the work directory, waiting to be stored. */
export type Rendition = { path: string; mime: string };

/** What processing learnt and made. `web` absent: the original is what browsers get. */
export type Processed = {
  width: number | null;
  height: number | null;
  duration: number | null;
  web?: Rendition;
  thumb?: Rendition;
};

const inside = (max: number) => ({
  width: max,
  height: max,
  fit: 'inside' as const,
  withoutEnlargement: true,
});

/** Width and height as shown (EXIF orientation applied; one frame of an animation). */
async function dimensionsOf(path: string) {
  const m = await sharp(path).metadata();
  const width = m.autoOrient?.width ?? m.width;
  const height = m.autoOrient?.height ?? m.pageHeight ?? m.height;
  return { width: width ?? null, height: height ?? null };
}

/** Renditions of a raster image or SVG: thumbnail (WebP, alpha kept) and a web rendition of its family. */
async function processImage(path: string, mime: string, work: string): Promise<Processed> {
  const { width, height } = await dimensionsOf(path);
  const thumb = { path: join(work, 'thumb.webp'), mime: 'image/webp' };
  if (mime === 'image/svg+xml') {
    // The SVG itself stays the url; only the thumbnail is rasterised (scaled up if the SVG is small).
    await sharp(path)
      .resize({ width: THUMB_MAX, height: THUMB_MAX, fit: 'inside' })
      .webp({ quality: 80 })
      .toFile(thumb.path);
    return { width, height, duration: null, thumb };
  }
  await sharp(path).rotate().resize(inside(THUMB_MAX)).webp({ quality: 78 }).toFile(thumb.path);
  if (mime === 'image/gif') {
    // Animated GIFs stay animated; resized only when larger than the web size.
    if (Math.max(width ?? 0, height ?? 0) <= WEB_MAX) return { width, height, duration: null, thumb };
    const web = { path: join(work, 'web.gif'), mime: 'image/gif' };
    await sharp(path, { animated: true }).resize(inside(WEB_MAX)).gif().toFile(web.path);
    return { width, height, duration: null, thumb, web };
  }
  // JPEG and PNG: always re-encoded (orientation applied, metadata such as GPS dropped).
  const web =
    mime === 'image/png'
      ? { path: join(work, 'web.png'), mime }
      : { path: join(work, 'web.jpg'), mime: 'image/jpeg' };
  const pipeline = sharp(path).rotate().resize(inside(WEB_MAX));
  if (mime === 'image/png') await pipeline.png({ compressionLevel: 8 }).toFile(web.path);
  else await pipeline.jpeg({ quality: 82, mozjpeg: true }).toFile(web.path);
  return { width, height, duration: null, thumb, web };
}

type Probe = {
  format?: { duration?: string };
  streams?: { codec_type?: string; width?: number; height?: number }[];
};

/** Duration and size with ffprobe, poster frame (JPEG, thumbnail size) with ffmpeg; nulls without them. */
async function processVideo(path: string, work: string): Promise<Processed> {
  const none: Processed = { width: null, height: null, duration: null };
  if (!(await hasTool('ffprobe'))) return none;
  let probe: Probe;
  try {
    probe = JSON.parse(
      await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', path]),
    ) as Probe;
  } catch {
    return none;
  }
  const video = probe.streams?.find((s) => s.codec_type === 'video');
  const seconds = Number(probe.format?.duration);
  const duration = Number.isFinite(seconds) ? Math.round(seconds * 1000) / 1000 : null;
  const result: Processed = { width: video?.width ?? null, height: video?.height ?? null, duration };
  if (!video || !(await hasTool('ffmpeg'))) return result;
  const poster = join(work, 'poster.jpg');
  const grab = (at: number) =>
    run('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-ss',
      at.toFixed(3),
      '-i',
      path,
      '-frames:v',
      '1',
      '-vf',
      `scale=w=${THUMB_MAX}:h=${THUMB_MAX}:force_original_aspect_ratio=decrease`,
      '-q:v',
      '4',
      poster,
    ]);
  try {
    // A frame a little in (the first is often black), else the very first.
    await grab(Math.min(1, (duration ?? 0) / 4));
    if (!(await stat(poster).catch(() => null))?.size) await grab(0);
    if ((await stat(poster).catch(() => null))?.size) result.thumb = { path: poster, mime: 'image/jpeg' };
  } catch {
    // No poster: the web shows a video icon.
  }
  return result;
}

/** First page as a PNG thumbnail with pdftoppm; none without it. */
async function processDocument(path: string, work: string): Promise<Processed> {
  const result: Processed = { width: null, height: null, duration: null };
  if (!(await hasTool('pdftoppm'))) return result;
  const prefix = join(work, 'page');
  try {
    await run('pdftoppm', [
      '-png',
      '-f',
      '1',
      '-l',
      '1',
      '-scale-to',
      String(THUMB_MAX),
      '-singlefile',
      path,
      prefix,
    ]);
    if ((await stat(`${prefix}.png`).catch(() => null))?.size)
      result.thumb = { path: `${prefix}.png`, mime: 'image/png' };
  } catch {
    // No thumbnail: the web shows a document icon.
  }
  return result;
}

/**
 * Measures an upload (already checked by content) and makes its renditions in `work`.
 * Throws when an image cannot be decoded (the upload is then refused).
 */
export async function processUpload(kind: UploadKind, mime: string, path: string, work: string) {
  switch (kind) {
    case 'image':
    case 'avatar':
      return processImage(path, mime, work);
    case 'video':
      return processVideo(path, work);
    case 'document':
      return processDocument(path, work);
  }
}

export type Crop = { x: number; y: number; width: number; height: number };

/** Cuts a raster image (as shown, orientation applied) into `out`, keeping its format. Throws on bad input. */
export async function cropImage(path: string, mime: string, crop: Crop, out: string): Promise<void> {
  const region = { left: crop.x, top: crop.y, width: crop.width, height: crop.height };
  if (mime === 'image/gif') {
    await sharp(path, { animated: true }).extract(region).gif().toFile(out);
    return;
  }
  const pipeline = sharp(path).rotate().extract(region);
  if (mime === 'image/png') await pipeline.png().toFile(out);
  else await pipeline.jpeg({ quality: 90, mozjpeg: true }).toFile(out);
}
