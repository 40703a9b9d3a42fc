import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { buildAsset, buildUser } from '../../../test/factories.js';
import { call, errorOf, ok } from '../../../test/http.js';
import { type FilePart, abandonUpload, mediaFixtures, multipart } from '../../../test/media.js';
import { assets } from '../../db/schema/index.js';
import { hasTool } from '../../platform/media/tools.js';
import { TEMPLATE_SOURCES, seedTemplateAssets } from './assets.templates.js';
import { TEMPLATE_ASSET_NAMES } from './templates/names.js';
import { registerUsage, unregisterUsages, usagesOf } from './assets.service.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof mediaFixtures>>;
let ada: { token: string; userId: string };
let bob: { token: string; userId: string };
const tools = {
  ffmpeg: await hasTool('ffmpeg'),
  ffprobe: await hasTool('ffprobe'),
  pdftoppm: await hasTool('pdftoppm'),
};

beforeAll(async () => {
  [t, fx] = await Promise.all([createTestApp({ templates: true }), mediaFixtures()]);
  const [a, b] = await Promise.all([buildUser(t.db), buildUser(t.db)]);
  ada = { token: a.token, userId: a.user.id };
  bob = { token: b.token, userId: b.user.id };
});
afterAll(() => t.close());

const upload = (kindPath: string, files: FilePart[], token = ada.token) => {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/assets/${kindPath}`,
    payload: body.payload,
    headers: { ...body.headers, authToken: token },
  });
};
const fetchFile = (url: string) => t.app.inject({ method: 'GET', url });
const customRows = async () => (await t.db.select({ n: count() }).from(assets))[0]!.n;
/** Files under the uploads folder outside the seeded templates. */
const uploadedFiles = async () =>
  (await readdir(t.uploadsDir, { recursive: true })).filter((f) => !f.startsWith('templates'));

async function uploadOne(kindPath: string, file: FilePart, token = ada.token) {
  return ok(await upload(kindPath, [file], token)).assets[0];
}

describe('POST assets/{kindPath}', () => {
  it('accepts PNG, JPEG, GIF and SVG images and stores size, dimensions and renditions', async () => {
    const res = await upload('images', [
      { name: 'Stage.png', body: fx.png, type: 'image/png' },
      { name: 'photo.jpg', body: fx.jpeg },
      { name: 'anim.gif', body: fx.gif },
      { name: 'mark.svg', body: fx.svg },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const [png, jpg, gif, svg] = res.json().results.assets;
    expect(png).toMatchObject({
      kind: 'image',
      origin: 'custom',
      name: 'Stage',
      type: 'image/png',
      size: fx.png.length,
      width: 640,
      height: 400,
      version: 1,
    });
    expect(jpg).toMatchObject({ type: 'image/jpeg', width: 800, height: 600 });
    expect(gif).toMatchObject({ type: 'image/gif', width: 300, height: 200 });
    expect(svg).toMatchObject({ type: 'image/svg+xml', width: 120, height: 60 });
    // SVG: the url is the (checked) SVG itself; the thumbnail is rasterised.
    expect(svg.url).toBe(svg.originalUrl);
    expect(svg.url).toMatch(/^\/files\/assets\/[0-9a-f]{32}\/v1\.[0-9a-f]{8}\/original\.svg$/);
    for (const a of [png, jpg, gif, svg]) {
      const thumb = await fetchFile(a.thumbnailUrl);
      expect(thumb.statusCode).toBe(200);
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(Math.max(meta.width, meta.height)).toBeLessThanOrEqual(320);
    }
    // The PNG keeps its alpha channel in its thumbnail and stays PNG on the web.
    expect((await sharp((await fetchFile(png.thumbnailUrl)).rawPayload).metadata()).hasAlpha).toBe(true);
    expect(png.url).toMatch(/\/web\.png$/);
    expect(jpg.url).toMatch(/\/web\.jpg$/);
  });

  it('scales a large image to a web rendition of at most 1920 px', async () => {
    const big = await uploadOne('images', { name: 'wide.png', body: fx.bigPng });
    expect(big).toMatchObject({ width: 2400, height: 1200 });
    const web = await sharp((await fetchFile(big.url)).rawPayload).metadata();
    expect([web.width, web.height, web.format]).toEqual([1920, 960, 'png']);
    expect((await fetchFile(big.originalUrl)).rawPayload.equals(fx.bigPng)).toBe(true);
  });

  it('streams files larger than the JSON body limit', async () => {
    const side = 900;
    const noise = randomBytes(side * side * 3);
    const big = await sharp(noise, { raw: { width: side, height: side, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024);
    const a = await uploadOne('images', { name: 'noise.png', body: big });
    expect(a).toMatchObject({ size: big.length, width: side, height: side });
    expect((await fetchFile(a.originalUrl)).rawPayload.equals(big)).toBe(true);
  });

  it('refuses a PNG renamed .pdf as a document, by content', async () => {
    const res = await upload('documents', [{ name: 'scan.pdf', body: fx.png, type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      errorKey: 'UNSUPPORTED_MEDIA_TYPE',
      results: { files: [{ name: 'scan.pdf', reason: 'upload.wrongType' }] },
    });
  });

  it('refuses renamed executables and scripts as images with a clear reason', async () => {
    for (const [name, body] of [
      ['holiday.png', fx.elf],
      ['setup.jpg', fx.exe],
      ['run.gif', fx.shell],
    ] as const) {
      const res = await upload('images', [{ name, body, type: 'image/png' }]);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().results.files).toEqual([{ name, reason: 'upload.wrongType' }]);
    }
    const elf = await upload('images', [{ name: 'holiday.png', body: fx.elf }]);
    expect(elf.json().message).toContain('application/x-elf');
  });

  it('refuses an SVG with script as unsafe', async () => {
    const res = await upload('images', [{ name: 'logo.svg', body: fx.svgWithScript, type: 'image/svg+xml' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().results.files).toEqual([{ name: 'logo.svg', reason: 'upload.unsafeSvg' }]);
  });

  it('accepts JPEG and PNG avatars (PNG keeps its transparency) and refuses a GIF avatar', async () => {
    const jpg = await uploadOne('avatars', { name: 'host.jpg', body: fx.jpeg });
    expect(jpg).toMatchObject({ kind: 'avatar', type: 'image/jpeg', width: 800, height: 600 });
    const png = await uploadOne('avatars', { name: 'host.png', body: fx.png });
    expect((await sharp((await fetchFile(png.url)).rawPayload).metadata()).hasAlpha).toBe(true);
    const gif = await upload('avatars', [{ name: 'host.gif', body: fx.gif }]);
    expect(gif.statusCode).toBe(415);
    expect(gif.json().results.files).toEqual([{ name: 'host.gif', reason: 'upload.wrongType' }]);
  });

  it('accepts an MP4 video, with its duration and a poster frame when ffmpeg is present', async () => {
    const video = await uploadOne('videos', { name: 'intro.mp4', body: fx.mp4 });
    expect(video).toMatchObject({ kind: 'video', type: 'video/mp4', size: fx.mp4.length });
    expect(video.url).toBe(video.originalUrl);
    if (!tools.ffprobe || !tools.ffmpeg) return;
    expect(video).toMatchObject({ width: 640, height: 360, duration: 6 });
    const poster = await fetchFile(video.thumbnailUrl);
    expect(poster.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(poster.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 320, 180]);
  });

  it('accepts a PDF, with a first-page thumbnail when pdftoppm is present', async () => {
    const doc = await uploadOne('documents', { name: 'Brochure 2026.pdf', body: fx.pdf });
    expect(doc).toMatchObject({ kind: 'document', type: 'application/pdf', name: 'Brochure 2026' });
    if (!tools.pdftoppm) return;
    const meta = await sharp((await fetchFile(doc.thumbnailUrl)).rawPayload).metadata();
    expect(meta.format).toBe('png');
    expect(meta.height).toBe(320);
  });

  it('refuses the whole batch when one file is refused, storing nothing', async () => {
    const rows = await customRows();
    const files = await uploadedFiles();
    const res = await upload('images', [
      { name: 'ok.png', body: fx.png },
      { name: 'ok.jpg', body: fx.jpeg },
      { name: 'evil.png', body: fx.elf },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().results.files).toEqual([{ name: 'evil.png', reason: 'upload.wrongType' }]);
    expect(await customRows()).toBe(rows);
    expect(await uploadedFiles()).toEqual(files);
    expect(await readdir(t.spoolDir)).toEqual([]);
  });

  it('refuses more than 10 files as a whole, storing nothing', async () => {
    const rows = await customRows();
    const files = await uploadedFiles();
    const res = await upload(
      'images',
      Array.from({ length: 11 }, (_, i) => ({ name: `p${i}.png`, body: fx.png })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      errorKey: 'VALIDATION_FAILED',
      results: { fields: { files: 'validation.tooManyFiles' } },
    });
    expect(await customRows()).toBe(rows);
    expect(await uploadedFiles()).toEqual(files);
  });

  it('accepts exactly 10 files', async () => {
    const res = await upload(
      'images',
      Array.from({ length: 10 }, (_, i) => ({ name: `p${i}.jpg`, body: fx.jpeg })),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().results.assets).toHaveLength(10);
  });

  it('refuses a request without files, other fields, JSON bodies, webcasts and unknown kinds', async () => {
    expect((await upload('images', [])).json().results.fields).toEqual({ files: 'validation.required' });
    const other = await upload('images', [{ name: 'a.png', body: fx.png, field: 'image' }]);
    expect(other.json().results.fields).toEqual({ image: 'validation.unknownField' });
    expect((await call(t.app, 'GET', 'assets/images', { token: ada.token })).statusCode).toBe(200);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/assets/images',
      payload: {},
      headers: { authToken: ada.token },
    });
    expect(json.statusCode).toBe(415);
    expect((await upload('webcasts', [{ name: 'a.png', body: fx.png }])).statusCode).toBe(404);
    expect((await upload('pictures', [{ name: 'a.png', body: fx.png }])).statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const body = multipart([{ name: 'a.png', body: fx.png }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/assets/images', ...body });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST assets/{kindPath} cut short', () => {
  const big = () =>
    multipart([{ name: 'big.png', body: Buffer.concat([fx.png, Buffer.alloc(2 * 1024 * 1024)]) }]);

  it('answers a malformed body 400 VALIDATION_FAILED and leaves the spool folder empty', async () => {
    const body = big();
    for (const payload of [body.payload.subarray(0, body.payload.length - 30), Buffer.from('not a form')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/assets/images',
        payload,
        headers: { ...body.headers, authToken: ada.token },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorKey).toBe('VALIDATION_FAILED');
      expect(await readdir(t.spoolDir)).toEqual([]);
    }
  });

  it('leaves the spool folder empty when the client goes away mid-upload', async () => {
    const body = big();
    await abandonUpload(t.app, t.spoolDir, {
      url: '/api/v1/assets/images',
      headers: { ...body.headers, authToken: ada.token },
      payload: body.payload,
    });
    await expect.poll(() => readdir(t.spoolDir), { timeout: 10_000 }).toEqual([]);
  });
});

describe('POST assets/{kindPath} over the size limit', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ uploadLimits: { image: 4096, document: 1000 } });
  });
  afterAll(() => small.close());

  it('answers 413 and stores nothing', async () => {
    const { token } = await buildUser(small.db);
    const body = multipart([
      { name: 'small.svg', body: fx.svg },
      { name: 'large.png', body: fx.png },
    ]);
    const res = await small.app.inject({
      method: 'POST',
      url: '/api/v1/assets/images',
      payload: body.payload,
      headers: { ...body.headers, authToken: token },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, errorKey: 'PAYLOAD_TOO_LARGE' });
    expect((await small.db.select({ n: count() }).from(assets))[0]!.n).toBe(0);
    expect(await readdir(small.uploadsDir).catch(() => [])).toEqual([]);
    expect(await readdir(small.spoolDir)).toEqual([]);
  });
});

describe('GET assets/{kindPath}', () => {
  let names: string[];
  beforeAll(async () => {
    const { token } = await buildUser(t.db);
    ada = { ...ada, token };
    // A fresh tenant with three documents of known sizes.
    const carol = await buildUser(t.db);
    names = ['Agenda', 'Price list', 'Brochure 100%'];
    for (const name of names)
      await uploadOne('documents', { name: `${name}.pdf`, body: fx.pdf }, carol.token);
    ada = { token: carol.token, userId: carol.user.id };
  });

  it('lists the tenant custom assets plus the templates, newest first', async () => {
    const res = await call(t.app, 'GET', 'assets/documents?pageSize=100', { token: ada.token });
    const { assets: list, total } = res.json().results;
    expect(total).toBe(4);
    expect(list.map((a: { name: string }) => a.name)).toEqual([
      'Brochure 100%',
      'Price list',
      'Agenda',
      'Sample brochure',
    ]);
    expect(list[3].origin).toBe('template');
  });

  it('searches names (case-insensitive, % taken literally), sorts and pages', async () => {
    const search = async (q: string) =>
      (
        await call(t.app, 'GET', `assets/documents?search=${encodeURIComponent(q)}`, { token: ada.token })
      ).json().results;
    expect((await search('PRICE')).assets.map((a: { name: string }) => a.name)).toEqual(['Price list']);
    expect((await search('100%')).total).toBe(1);
    expect((await search('%')).total).toBe(1);
    const byName = (
      await call(t.app, 'GET', 'assets/documents?sort=name&order=ASC', { token: ada.token })
    ).json().results.assets;
    expect(byName.map((a: { name: string }) => a.name)).toEqual([
      'Agenda',
      'Brochure 100%',
      'Price list',
      'Sample brochure',
    ]);
    const page2 = (
      await call(t.app, 'GET', 'assets/documents?sort=name&order=ASC&page=2&pageSize=3', { token: ada.token })
    ).json().results;
    expect(page2).toMatchObject({ total: 4 });
    expect(page2.assets.map((a: { name: string }) => a.name)).toEqual(['Sample brochure']);
    const bySize = (
      await call(t.app, 'GET', 'assets/images?sort=size&order=DESC&pageSize=100', { token: ada.token })
    ).json().results.assets;
    const sizes = bySize.map((a: { size: number }) => a.size);
    expect(sizes).toEqual([...sizes].sort((x: number, y: number) => y - x));
  });

  it('shows the templates to every account and another tenant nothing of this one', async () => {
    const other = await call(t.app, 'GET', 'assets/documents', { token: bob.token });
    expect(other.json().results.assets.map((a: { origin: string }) => a.origin)).toEqual(['template']);
    const avatars = (await call(t.app, 'GET', 'assets/avatars?pageSize=100', { token: bob.token })).json()
      .results.assets;
    expect(avatars.filter((a: { origin: string }) => a.origin === 'template').length).toBeGreaterThanOrEqual(
      6,
    );
  });

  it('answers 404 for an unknown kind, 400 for a bad query and 401 without a session', async () => {
    expect((await call(t.app, 'GET', 'assets/pictures', { token: ada.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'assets/toString', { token: ada.token })).statusCode).toBe(404);
    const bad = await call(t.app, 'GET', 'assets/images?sort=colour&pageSize=1000', { token: ada.token });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().results.fields).sort()).toEqual(['pageSize', 'sort']);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/assets/images' })).statusCode).toBe(401);
  });
});

describe('template assets', () => {
  it('are seeded once: images, staff avatars with transparency, a PDF and a video', async () => {
    const list = async (kind: string) =>
      (await call(t.app, 'GET', `assets/${kind}?pageSize=100`, { token: bob.token }))
        .json()
        .results.assets.filter((a: { origin: string }) => a.origin === 'template');
    const images = await list('images');
    expect(images.length).toBeGreaterThanOrEqual(6);
    expect(images.find((a: { name: string }) => a.name.startsWith('Logo placeholder'))).toMatchObject({
      width: 140,
      height: 38,
    });
    expect(images.find((a: { name: string }) => a.name.startsWith('Registration banner'))).toMatchObject({
      width: 1920,
      height: 1080,
    });
    const avatars = await list('avatars');
    expect(avatars.length).toBeGreaterThanOrEqual(6);
    const figure = await sharp((await fetchFile(avatars[0].url)).rawPayload).metadata();
    expect([figure.format, figure.hasAlpha]).toEqual(['png', true]);
    expect(await list('documents')).toHaveLength(1);
    const [video] = await list('videos');
    expect(video).toMatchObject({ type: 'video/mp4' });
    expect(await seedTemplateAssets({ db: t.db, storage: t.storage, spoolDir: t.spoolDir })).toBe(0);
  });

  it("are named and searched in the user's language, the tenant's own assets as they were named", async () => {
    const { token } = await buildUser(t.db, { language: 'de' });
    const names = async (query: string) =>
      (await call(t.app, 'GET', `assets/images?pageSize=100${query}`, { token }))
        .json()
        .results.assets.map((a: { name: string }) => a.name);
    expect(await names('')).toEqual(expect.arrayContaining(['Hintergrund Haupthalle', 'Anmeldebanner 16:9']));
    expect(await names('')).not.toContain('Main hall backdrop');
    expect(await names('&search=haupthalle')).toEqual(['Hintergrund Haupthalle']);
    expect(await names('&search=backdrop')).toEqual([]);
    const [tpl] = (await call(t.app, 'GET', 'assets/images?search=haupthalle', { token })).json().results
      .assets;
    expect((await call(t.app, 'GET', `assets/item/${tpl.id}`, { token })).json().results.asset.name).toBe(
      'Hintergrund Haupthalle',
    );
    // English stays the stored name.
    expect(
      (await call(t.app, 'GET', `assets/item/${tpl.id}`, { token: bob.token })).json().results.asset.name,
    ).toBe('Main hall backdrop');
  });

  it('have a name in every language for every template', () => {
    const keys = [...TEMPLATE_SOURCES.map((s) => s.slug)].sort();
    expect(Object.keys(TEMPLATE_ASSET_NAMES).sort()).toEqual(keys);
  });

  it('may be read and downloaded but not renamed, cropped or deleted', async () => {
    const [tpl] = (
      await call(t.app, 'GET', 'assets/images?sort=name&order=ASC&search=backdrop', { token: bob.token })
    ).json().results.assets;
    expect(tpl.origin).toBe('template');
    expect(
      (await call(t.app, 'GET', `assets/item/${tpl.id}`, { token: bob.token })).json().results.asset.id,
    ).toBe(tpl.id);
    expect(
      (await call(t.app, 'GET', `assets/item/${tpl.id}/download`, { token: bob.token })).statusCode,
    ).toBe(200);
    const rename = await call(t.app, 'PUT', `assets/item/${tpl.id}`, {
      token: bob.token,
      body: { name: 'Mine' },
    });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().errorKey).toBe('FORBIDDEN');
    expect(
      (
        await call(t.app, 'PUT', `assets/item/${tpl.id}`, {
          token: bob.token,
          body: { crop: { x: 0, y: 0, width: 10, height: 10 } },
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'DELETE', `assets/item/${tpl.id}`, { token: bob.token })).statusCode).toBe(403);
  });
});

describe('one asset: GET item, usages, download', () => {
  it('answers the own asset and 404 for another tenant or an unknown id', async () => {
    const a = await uploadOne('images', { name: 'private.png', body: fx.png });
    expect(
      (await call(t.app, 'GET', `assets/item/${a.id}`, { token: ada.token })).json().results.asset,
    ).toEqual(a);
    for (const url of [`assets/item/${a.id}`, `assets/item/${a.id}/usages`, `assets/item/${a.id}/download`]) {
      const res = await call(t.app, 'GET', url, { token: bob.token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ success: false, errorKey: 'NOT_FOUND' });
    }
    expect(
      (await call(t.app, 'PUT', `assets/item/${a.id}`, { token: bob.token, body: { name: 'x' } })).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `assets/item/${a.id}`, { token: bob.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'assets/item/not-a-uuid', { token: ada.token })).statusCode).toBe(404);
    expect(
      (await call(t.app, 'GET', 'assets/item/00000000-0000-4000-8000-000000000000', { token: ada.token }))
        .statusCode,
    ).toBe(404);
  });

  it('downloads the original as an attachment', async () => {
    const a = await uploadOne('documents', { name: 'Plan für Köln.pdf', body: fx.pdf });
    const res = await call(t.app, 'GET', `assets/item/${a.id}/download`, { token: ada.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Plan f_r K_ln.pdf"; filename*=UTF-8''${encodeURIComponent('Plan für Köln.pdf')}`,
    );
    expect(res.rawPayload.equals(fx.pdf)).toBe(true);
  });
});

describe('PUT assets/item/{id}', () => {
  it('renames', async () => {
    const a = await uploadOne('images', { name: 'old.png', body: fx.png });
    const res = await call(t.app, 'PUT', `assets/item/${a.id}`, {
      token: ada.token,
      body: { name: '  Main stage  ' },
    });
    expect(res.json().results.asset).toMatchObject({ id: a.id, name: 'Main stage', version: 1, url: a.url });
  });

  it('crops into version 2 with the new size and renditions, and removes version 1', async () => {
    const a = await uploadOne('images', { name: 'crop.jpg', body: fx.jpeg });
    const res = await call(t.app, 'PUT', `assets/item/${a.id}`, {
      token: ada.token,
      body: {
        crop: { x: 100, y: 50, width: 560, height: 315 },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().results.asset;
    expect(b).toMatchObject({
      id: a.id,
      version: 2,
      width: 560,
      height: 315,
      name: 'crop',
      type: 'image/jpeg',
    });
    expect(b.originalUrl).not.toBe(a.originalUrl);
    expect(b.originalUrl.split('/').slice(0, 4)).toEqual(a.originalUrl.split('/').slice(0, 4));
    const original = await sharp((await fetchFile(b.originalUrl)).rawPayload).metadata();
    expect([original.width, original.height]).toEqual([560, 315]);
    expect(b.size).toBe((await fetchFile(b.originalUrl)).rawPayload.length);
    expect((await fetchFile(a.originalUrl)).statusCode).toBe(404);
    expect((await fetchFile(a.thumbnailUrl)).statusCode).toBe(404);
    const again = await call(t.app, 'PUT', `assets/item/${a.id}`, {
      token: ada.token,
      body: {
        name: 'Cropped',
        crop: { x: 0, y: 0, width: 16, height: 9 },
      },
    });
    expect(again.json().results.asset).toMatchObject({ version: 3, width: 16, height: 9, name: 'Cropped' });
  });

  it('crops an animated GIF frame by frame', async () => {
    const a = await uploadOne('images', { name: 'anim.gif', body: fx.animatedGif });
    expect(a).toMatchObject({ width: 60, height: 40 });
    const b = (
      await call(t.app, 'PUT', `assets/item/${a.id}`, {
        token: ada.token,
        body: { crop: { x: 10, y: 5, width: 20, height: 30 } },
      })
    ).json().results.asset;
    expect(b).toMatchObject({ version: 2, width: 20, height: 30, type: 'image/gif' });
    const meta = await sharp((await fetchFile(b.originalUrl)).rawPayload, { animated: true }).metadata();
    expect([meta.pages, meta.pageHeight]).toEqual([2, 30]);
  });

  it('refuses a crop outside the image or of a kind that cannot be cropped, and an empty body', async () => {
    const a = await uploadOne('images', { name: 'c.png', body: fx.png });
    const out = await call(t.app, 'PUT', `assets/item/${a.id}`, {
      token: ada.token,
      body: {
        crop: { x: 600, y: 0, width: 100, height: 10 },
      },
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().results.fields).toEqual({ crop: 'validation.invalid' });
    const svg = await uploadOne('images', { name: 'c.svg', body: fx.svg });
    expect(
      (
        await call(t.app, 'PUT', `assets/item/${svg.id}`, {
          token: ada.token,
          body: { crop: { x: 0, y: 0, width: 5, height: 5 } },
        })
      ).statusCode,
    ).toBe(400);
    const empty = await call(t.app, 'PUT', `assets/item/${a.id}`, { token: ada.token, body: {} });
    expect(empty.statusCode).toBe(400);
    const extra = await call(t.app, 'PUT', `assets/item/${a.id}`, {
      token: ada.token,
      body: { name: 'x', kind: 'video' },
    });
    expect(extra.json().results.fields).toEqual({ kind: 'validation.unknownField' });
  });
});

describe('DELETE assets/item/{id}', () => {
  it('deletes the asset and its files', async () => {
    const a = await uploadOne('images', { name: 'gone.png', body: fx.png });
    const res = await call(t.app, 'DELETE', `assets/item/${a.id}`, { token: ada.token });
    expect(res.json()).toEqual({ success: true });
    expect((await call(t.app, 'GET', `assets/item/${a.id}`, { token: ada.token })).statusCode).toBe(404);
    for (const url of [a.url, a.originalUrl, a.thumbnailUrl])
      expect((await fetchFile(url)).statusCode).toBe(404);
  });

  it('refuses to delete an asset in use, naming the usages, until they are unregistered', async () => {
    const a = await uploadOne('images', { name: 'logo.png', body: fx.png });
    await t.db.transaction(async (tx) => {
      await registerUsage(tx, a.id, { type: 'event.logo', id: 'event-1', label: 'Spring Summit' });
      await registerUsage(tx, a.id, { type: 'booth.image', id: 'booth-7', label: 'Booth 7' });
    });
    await registerUsage(t.db, a.id, { type: 'event.logo', id: 'event-1', label: 'Spring Summit 2026' });
    // Registered in one transaction: ordered by type, then id.
    const usages = [
      { type: 'booth.image', id: 'booth-7', label: 'Booth 7' },
      { type: 'event.logo', id: 'event-1', label: 'Spring Summit 2026' },
    ];
    expect(
      (await call(t.app, 'GET', `assets/item/${a.id}/usages`, { token: ada.token })).json().results.usages,
    ).toEqual(usages);
    const res = await call(t.app, 'DELETE', `assets/item/${a.id}`, { token: ada.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: false,
      errorKey: 'REMOVABLE_DOC_HAS_DEPENDENCIES',
      results: { usages },
    });
    expect((await fetchFile(a.url)).statusCode).toBe(200);
    await t.db.transaction(async (tx) => {
      await unregisterUsages(tx, { type: 'event.logo', id: 'event-1' });
      await unregisterUsages(tx, { type: 'booth.image', id: 'booth-7' });
    });
    expect((await call(t.app, 'DELETE', `assets/item/${a.id}`, { token: ada.token })).json()).toEqual({
      success: true,
    });
  });
});

describe('PUT and DELETE assets/{id} (the former path)', () => {
  it('still renames and deletes, hidden from the reference', async () => {
    const a = await uploadOne('images', { name: 'former.png', body: fx.png });
    const renamed = ok(
      await call(t.app, 'PUT', `assets/${a.id}`, { token: ada.token, body: { name: 'Kept' } }),
    );
    expect(renamed.asset).toMatchObject({ id: a.id, name: 'Kept' });
    expect(
      errorOf(await call(t.app, 'PUT', `assets/${a.id}`, { token: bob.token, body: { name: 'x' } }), 404),
    ).toBe('NOT_FOUND');
    expect((await call(t.app, 'DELETE', `assets/${a.id}`, { token: ada.token })).json()).toEqual({
      success: true,
    });
    expect((await call(t.app, 'GET', `assets/item/${a.id}`, { token: ada.token })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/assets/{id}');
  });
});

describe('usage tracking (the service API of other modules)', () => {
  it('registers, relabels and unregisters the uses of one owner only', async () => {
    const logo = await buildAsset({ db: t.db, storage: t.storage }, { tenantId: bob.userId, name: 'Logo' });
    await t.db.transaction(async (tx) => {
      await registerUsage(tx, logo.id, { type: 'event.logo', id: 'e1', label: 'Summit' });
      await registerUsage(tx, logo.id, { type: 'event.logo', id: 'e2', label: 'Expo' });
    });
    await registerUsage(t.db, logo.id, { type: 'event.logo', id: 'e1', label: 'Summit 2026' });
    await unregisterUsages(t.db, { type: 'event.logo', id: 'e2' });
    expect(await usagesOf(t.db, logo.id)).toEqual([{ type: 'event.logo', id: 'e1', label: 'Summit 2026' }]);
    await expect(
      registerUsage(t.db, '00000000-0000-4000-8000-000000000000', {
        type: 'event.logo',
        id: 'e3',
        label: 'x',
      }),
    ).rejects.toThrow();
    const del = await call(t.app, 'DELETE', `assets/item/${logo.id}`, { token: bob.token });
    expect(del.json().results.usages).toEqual([{ type: 'event.logo', id: 'e1', label: 'Summit 2026' }]);
  });
});

describe('OpenAPI', () => {
  it('describes the asset calls, with the multipart upload body', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/api/v1/assets/{kindPath}',
      '/api/v1/assets/item/{id}',
      '/api/v1/assets/item/{id}/usages',
      '/api/v1/assets/item/{id}/download',
    ])
      expect(paths).toContain(p);
    expect(Object.keys(doc.paths['/api/v1/assets/item/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    const body = doc.paths['/api/v1/assets/{kindPath}'].post.requestBody.content['multipart/form-data'];
    expect(body.schema.properties.files.items).toMatchObject({ type: 'string', format: 'binary' });
    expect(paths.some((p: string) => p.startsWith('/files'))).toBe(false);
  });
});
