import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UploadKind } from '@foyer/shared';
import sharp from 'sharp';
import { mapLimit } from '../../platform/media/pool.js';
import { processUpload } from '../../platform/media/process.js';
import * as repo from './assets.repository.js';
import { type MediaDeps, storeFiles } from './assets.service.js';
import * as art from './templates/artwork.js';
import { samplePdf } from './templates/pdf.js';
import * as templateArt from './templates/template-art.js';

const TEMPLATES_DIR = fileURLToPath(new URL('./templates/', import.meta.url));

type Source = { kind: UploadKind; slug: string; name: string; mime: string; make(): Promise<Buffer> };

const jpeg = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 84, mozjpeg: true }).toBuffer();
const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();

/** The template assets every account sees: original artwork made for Foyer, a brochure and a video. */
export const TEMPLATE_SOURCES: Source[] = [
  {
    kind: 'image',
    slug: 'backdrop-main-hall',
    name: 'Main hall backdrop',
    mime: 'image/jpeg',
    make: () => jpeg(art.mainHall()),
  },
  {
    kind: 'image',
    slug: 'backdrop-exhibition-hall',
    name: 'Exhibition hall backdrop',
    mime: 'image/jpeg',
    make: () => jpeg(art.exhibitionHall()),
  },
  {
    kind: 'image',
    slug: 'backdrop-auditorium',
    name: 'Auditorium backdrop',
    mime: 'image/jpeg',
    make: () => jpeg(art.auditorium()),
  },
  {
    kind: 'image',
    slug: 'backdrop-lounge',
    name: 'Lounge backdrop',
    mime: 'image/jpeg',
    make: () => jpeg(art.lounge()),
  },
  {
    kind: 'image',
    slug: 'backdrop-booth-wall',
    name: 'Booth wall backdrop',
    mime: 'image/jpeg',
    make: () => jpeg(art.boothWall()),
  },
  {
    kind: 'image',
    slug: 'banner-16-9',
    name: 'Registration banner 16:9',
    mime: 'image/jpeg',
    make: () => jpeg(art.banner()),
  },
  {
    kind: 'image',
    slug: 'logo-placeholder',
    name: 'Logo placeholder 140x38',
    mime: 'image/png',
    make: () => png(art.logoPlaceholder()),
  },
  {
    kind: 'image',
    slug: 'art-conference-stage',
    name: 'Conference keynote stage',
    mime: 'image/jpeg',
    make: () => jpeg(templateArt.conferenceStage()),
  },
  {
    kind: 'image',
    slug: 'art-conference-poster',
    name: 'Conference poster',
    mime: 'image/jpeg',
    make: () => jpeg(templateArt.conferencePoster()),
  },
  {
    kind: 'image',
    slug: 'art-job-fair-booths',
    name: 'Job fair booths',
    mime: 'image/jpeg',
    make: () => jpeg(templateArt.jobFairBooths()),
  },
  {
    kind: 'image',
    slug: 'art-job-fair-board',
    name: 'Job board',
    mime: 'image/jpeg',
    make: () => jpeg(templateArt.jobFairBoard()),
  },
  ...art.STAFF.map(
    (s): Source => ({
      kind: 'avatar',
      slug: s.slug,
      name: s.name,
      mime: 'image/png',
      make: () => png(art.staffFigure(s.look)),
    }),
  ),
  {
    kind: 'document',
    slug: 'sample-brochure',
    name: 'Sample brochure',
    mime: 'application/pdf',
    make: async () => samplePdf(),
  },
  {
    kind: 'video',
    slug: 'sample-venue-loop',
    name: 'Sample venue loop',
    mime: 'video/mp4',
    make: () => readFile(join(TEMPLATES_DIR, 'sample-venue-loop.mp4')),
  },
];

/**
 * Seeds the template assets that are missing (idempotent; safe on several nodes at once): each one's
 * files go under `templates/<slug>-<128 bits of its content hash>/`, so a repeated seed writes the same
 * keys, and its row is inserted unless its template key exists. Answers how many were added.
 * Throws what storage or the database throw.
 */
export async function seedTemplateAssets(
  deps: Pick<MediaDeps, 'db' | 'storage' | 'spoolDir'>,
): Promise<number> {
  const existing = await repo.listTemplateKeys(deps.db);
  const missing = TEMPLATE_SOURCES.filter((s) => !existing.has(s.slug));
  if (missing.length === 0) return 0;
  await mkdir(deps.spoolDir, { recursive: true });
  const dir = await mkdtemp(join(deps.spoolDir, 'templates-'));
  let added = 0;
  const seedOne = async (source: Source) => {
    const work = join(dir, source.slug);
    await mkdir(work);
    const body = await source.make();
    const path = join(work, 'original');
    await writeFile(path, body);
    const processed = await processUpload(source.kind, source.mime, path, work);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 32);
    const keys = await storeFiles(
      deps.storage,
      `templates/${source.slug}-${hash}`,
      { path, mime: source.mime },
      processed,
    );
    const row = await repo.insertTemplateAsset(deps.db, {
      tenantId: null,
      kind: source.kind,
      origin: 'template',
      name: source.name,
      mime: source.mime,
      size: (await stat(path)).size,
      width: processed.width,
      height: processed.height,
      duration: processed.duration,
      templateKey: source.slug,
      ...keys,
    });
    if (row) added++;
  };
  try {
    // The video first: its ffmpeg runs while the images are drawn.
    const ordered = [
      ...missing.filter((m) => m.kind === 'video'),
      ...missing.filter((m) => m.kind !== 'video'),
    ];
    await mapLimit(ordered, 4, seedOne);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  return added;
}
