import { readdir } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app.js';
import { call, fieldsOf, ok } from '../../../test/http.js';
import { buildEvent, buildRegPage, buildUser, uniqueEmail } from '../../../test/factories.js';
import { type FilePart, abandonUpload, mediaFixtures, multipart } from '../../../test/media.js';
import { participantFiles } from '../../db/schema/index.js';
import { samplePdf } from '../assets/templates/pdf.js';
import { attachment } from '../participants/participants.routes.js';
import {
  ANSWER_FILE_MAX_BYTES,
  UNCLAIMED_FILE_MAX_AGE_MS,
  answerFileNameOf,
  startUnclaimedFileSweep,
  sweepUnclaimedFiles,
} from './answer-files.service.js';

let t: TestApp;
let fx: Awaited<ReturnType<typeof mediaFixtures>>;
let pdf: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  fx = await mediaFixtures();
  pdf = samplePdf();
});
afterAll(() => t.close());

/** A business account with an event and a `file` profile field. */
async function organiser() {
  const { user, token } = await buildUser(t.db, { plan: 'business' });
  const event = await buildEvent(t.db, { tenantId: user.id });
  const field = (
    await ok(
      await call(t.app, 'POST', `events/${event.id}/elements`, {
        token,
        body: { parentId: null, element: { kind: 'PROFILE_ITEM', type: 'file', label: 'CV' } },
      }),
    )
  ).element;
  return { user, token, event, field };
}

const upload = (pageCode: string, files: FilePart[], remoteAddress?: string, app = t.app) => {
  const body = multipart(files.map((f) => ({ field: 'file', ...f })));
  return app.inject({
    method: 'POST',
    url: `/api/v1/public/regpage/${pageCode}/files`,
    remoteAddress,
    ...body,
  });
};
const uploadOk = async (pageCode: string, name = 'cv.pdf', body: Buffer = pdf) =>
  (await ok(await upload(pageCode, [{ name, body }]))).id as string;

const register = (pageCode: string, answers: object, email = uniqueEmail('visitor')) =>
  call(t.app, 'POST', `public/regpage/${pageCode}/register`, {
    body: { email, firstName: 'Grace', lastName: 'Hopper', termsAccepted: true, answers },
  });

const rowOf = async (id: string) =>
  (await t.db.select().from(participantFiles).where(eq(participantFiles.id, id)))[0];

describe('POST public/regpage/{pageCode}/files', () => {
  it('stores a PDF, JPEG or PNG privately and answers its id', async () => {
    const o = await organiser();
    const id = await uploadOk(o.event.pageCode, 'Lebenslauf Müller.pdf');
    expect(await rowOf(id)).toMatchObject({
      eventId: o.event.id,
      fileName: 'Lebenslauf Müller.pdf',
      mime: 'application/pdf',
      size: pdf.length,
      participantId: null,
    });
    const row = (await rowOf(id))!;
    expect(row.storageKey).toMatch(/^private\/answers\/[0-9a-f]{32}\.pdf$/);
    expect(await t.storage.stat(row.storageKey)).toMatchObject({ size: pdf.length });
    // Never served by the public capability URLs.
    expect((await t.app.inject({ method: 'GET', url: `/files/${row.storageKey}` })).statusCode).toBe(404);
    expect((await rowOf(await uploadOk(o.event.pageCode, 'a.jpg', fx.jpeg)))!.mime).toBe('image/jpeg');
    // Content decides, not the name.
    expect((await rowOf(await uploadOk(o.event.pageCode, 'photo.pdf', fx.png)))!.mime).toBe('image/png');
    expect(await readdir(t.spoolDir)).toEqual([]);
  });

  it('refuses other types, large files, missing files, unknown and closed pages', async () => {
    const o = await organiser();
    const gif = await upload(o.event.pageCode, [{ name: 'a.pdf', body: fx.gif }]);
    expect(gif.statusCode).toBe(415);
    expect((await upload(o.event.pageCode, [{ name: 'a.txt', body: 'hello' }])).statusCode).toBe(415);
    const big = Buffer.concat([pdf, Buffer.alloc(ANSWER_FILE_MAX_BYTES)]);
    expect((await upload(o.event.pageCode, [{ name: 'big.pdf', body: big }])).statusCode).toBe(413);
    expect(fieldsOf(await upload(o.event.pageCode, [{ name: 'a.pdf', body: pdf, field: 'other' }]))).toEqual({
      other: 'validation.unknownField',
    });
    expect((await upload('no-such-page', [{ name: 'a.pdf', body: pdf }])).statusCode).toBe(404);
    expect(
      (await call(t.app, 'POST', `public/regpage/${o.event.pageCode}/files`, { body: {} })).statusCode,
    ).toBe(415);
    expect(
      await t.db.select().from(participantFiles).where(eq(participantFiles.eventId, o.event.id)),
    ).toEqual([]);

    await buildRegPage(t.db, o.event, { open: false });
    const closed = await upload(o.event.pageCode, [{ name: 'a.pdf', body: pdf }]);
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ success: false, errorKey: 'REGISTRATION_CLOSED' });
  });

  it('is rate limited per address', async () => {
    const limited = await createTestApp({ rateLimits: { publicUpload: { max: 2, timeWindowMs: 60_000 } } });
    try {
      const { user } = await buildUser(limited.db, { plan: 'business' });
      const event = await buildEvent(limited.db, { tenantId: user.id });
      const send = (ip: string) => upload(event.pageCode, [{ name: 'a.pdf', body: pdf }], ip, limited.app);
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.1')).statusCode).toBe(200);
      expect((await send('10.0.0.1')).statusCode).toBe(429);
      expect((await send('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('keeps a safe file name', () => {
    expect(answerFileNameOf('C:\\Users\\x\\cv.pdf')).toBe('cv.pdf');
    expect(answerFileNameOf('a\u0000b.pdf')).toBe('ab.pdf');
    expect(answerFileNameOf('')).toBe('file');
    const long = answerFileNameOf(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('x.pdf')).toBe(true);
    expect(attachment('Müller "cv".pdf')).toBe(
      `attachment; filename="M_ller _cv_.pdf"; filename*=UTF-8''M%C3%BCller%20%22cv%22.pdf`,
    );
  });
});

describe('POST public/regpage/{pageCode}/files cut short', () => {
  const big = () =>
    multipart([{ field: 'file', name: 'cv.pdf', body: Buffer.concat([pdf, Buffer.alloc(2 * 1024 * 1024)]) }]);

  it('answers a malformed body 400 VALIDATION_FAILED and leaves the spool folder empty', async () => {
    const { event } = await organiser();
    const body = big();
    for (const payload of [body.payload.subarray(0, body.payload.length - 30), Buffer.from('not a form')]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/public/regpage/${event.pageCode}/files`,
        payload,
        headers: body.headers,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errorKey).toBe('VALIDATION_FAILED');
      expect(await readdir(t.spoolDir)).toEqual([]);
    }
  });

  it('leaves the spool folder empty when the client goes away mid-upload', async () => {
    const { event } = await organiser();
    const body = big();
    await abandonUpload(t.app, t.spoolDir, {
      url: `/api/v1/public/regpage/${event.pageCode}/files`,
      headers: body.headers,
      payload: body.payload,
    });
    await expect.poll(() => readdir(t.spoolDir), { timeout: 10_000 }).toEqual([]);
  });
});

describe('file answers', () => {
  it('accepts an unclaimed file of the event and claims it; refuses invalid, foreign and claimed ids', async () => {
    const o = await organiser();
    const other = await organiser();
    const id = await uploadOk(o.event.pageCode);
    const foreign = await uploadOk(other.event.pageCode);
    const answer = (value: unknown) => ({ [o.field.id]: value });
    const key = `answers.${o.field.id}`;

    expect(fieldsOf(await register(o.event.pageCode, answer('not-an-id')))).toEqual({
      [key]: 'validation.invalid',
    });
    expect(fieldsOf(await register(o.event.pageCode, answer(foreign)))).toEqual({
      [key]: 'validation.invalid',
    });
    expect(
      fieldsOf(await register(o.event.pageCode, answer('00000000-0000-4000-8000-000000000000'))),
    ).toEqual({ [key]: 'validation.invalid' });
    expect((await rowOf(foreign))!.participantId).toBeNull();

    await ok(await register(o.event.pageCode, answer(id.toUpperCase()), 'grace@example.com'));
    const claimedBy = (await rowOf(id))!.participantId;
    expect(claimedBy).not.toBeNull();
    const list = await ok(await call(t.app, 'GET', `participants?eventId=${o.event.id}`, { token: o.token }));
    expect(list.participants[0]).toMatchObject({ id: claimedBy, answers: { [o.field.id]: id } });

    // Claimed already: another registration cannot take it.
    expect(fieldsOf(await register(o.event.pageCode, answer(id)))).toEqual({ [key]: 'validation.invalid' });
    // Not required: no answer is fine.
    await ok(await register(o.event.pageCode, {}));
  });

  it('lets the organiser download it (other tenants: 404) and exports its name', async () => {
    const o = await organiser();
    const other = await organiser();
    const id = await uploadOk(o.event.pageCode, 'Lebenslauf Müller.pdf');
    const unclaimed = await uploadOk(o.event.pageCode);
    await ok(await register(o.event.pageCode, { [o.field.id]: id }, 'ann@example.com'));

    const res = await call(t.app, 'GET', `answer-files/${id}`, { token: o.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Lebenslauf M_ller.pdf"; filename*=UTF-8''Lebenslauf%20M%C3%BCller.pdf`,
    );
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect((await call(t.app, 'GET', `answer-files/${id}`, { token: other.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', `answer-files/${id}`)).statusCode).toBe(401);
    expect((await call(t.app, 'GET', `answer-files/${unclaimed}`, { token: o.token })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', 'answer-files/nope', { token: o.token })).statusCode).toBe(404);

    const csv = await call(t.app, 'GET', `participants/export?eventId=${o.event.id}&format=csv`, {
      token: o.token,
    });
    const lines = csv.body.slice(1).split('\r\n');
    expect(lines[0]).toMatch(/,CV$/);
    expect(lines[1]).toMatch(/^ann@example\.com,.*,Lebenslauf Müller\.pdf$/);
    const xlsx = await call(t.app, 'GET', `participants/export?eventId=${o.event.id}&format=xlsx`, {
      token: o.token,
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Participants')!.getRow(2).getCell(7).value).toBe('Lebenslauf Müller.pdf');
  });

  it('still answers at the old path participants/files/{id}, with the same checks', async () => {
    const o = await organiser();
    const other = await organiser();
    const id = await uploadOk(o.event.pageCode, 'cv.pdf');
    await ok(await register(o.event.pageCode, { [o.field.id]: id }));

    const res = await call(t.app, 'GET', `participants/files/${id}`, { token: o.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect((await call(t.app, 'GET', `participants/files/${id}`, { token: other.token })).statusCode).toBe(
      404,
    );
    expect((await call(t.app, 'GET', `participants/files/${id}`)).statusCode).toBe(401);
    // The reference lists the new path only.
    const doc = (await call(t.app, 'GET', 'openapi.json')).json();
    expect(doc.paths['/api/v1/answer-files/{id}'].get.operationId).toBe('participantsAnswerFile');
    expect(doc.paths['/api/v1/participants/files/{id}']).toBeUndefined();
  });
});

let addresses = 0;
/** An upload from an address of its own, so that this file's many uploads stay under the per-address limit. */
const uploadFromNewAddress = async (pageCode: string) => {
  addresses += 1;
  const address = `10.77.${addresses >> 8}.${addresses & 255}`;
  return (await ok(await upload(pageCode, [{ name: 'cv.pdf', body: pdf }], address))).id as string;
};
/** Makes a file look uploaded `ms` ago. */
const age = async (id: string, ms: number) =>
  t.db
    .update(participantFiles)
    .set({ createdAt: new Date(Date.now() - ms) })
    .where(eq(participantFiles.id, id));
const HOUR = 60 * 60 * 1000;

describe('sweep of unclaimed files', () => {
  it('removes unclaimed files older than 24 hours (row and stored object), keeps fresh and claimed ones', async () => {
    const o = await organiser();
    const old = await uploadFromNewAddress(o.event.pageCode);
    const fresh = await uploadFromNewAddress(o.event.pageCode);
    const claimed = await uploadFromNewAddress(o.event.pageCode);
    await ok(await register(o.event.pageCode, { [o.field.id]: claimed }));
    await age(old, UNCLAIMED_FILE_MAX_AGE_MS + HOUR);
    await age(fresh, UNCLAIMED_FILE_MAX_AGE_MS - HOUR);
    await age(claimed, 30 * 24 * HOUR);
    const oldKey = (await rowOf(old))!.storageKey;

    expect(await sweepUnclaimedFiles({ db: t.db, storage: t.storage })).toBe(1);
    expect(await rowOf(old)).toBeUndefined();
    expect(await t.storage.stat(oldKey)).toBeNull();
    for (const id of [fresh, claimed]) {
      const row = (await rowOf(id))!;
      expect(await t.storage.stat(row.storageKey)).toMatchObject({ size: pdf.length });
    }
    expect((await call(t.app, 'GET', `answer-files/${claimed}`, { token: o.token })).statusCode).toBe(200);
    expect(await sweepUnclaimedFiles({ db: t.db, storage: t.storage })).toBe(0);
  });

  it('runs at start and stops on request', async () => {
    const o = await organiser();
    const old = await uploadFromNewAddress(o.event.pageCode);
    await age(old, UNCLAIMED_FILE_MAX_AGE_MS + HOUR);
    const errors: unknown[] = [];
    const sweep = startUnclaimedFileSweep({
      db: t.db,
      storage: t.storage,
      log: { info: () => undefined, error: (obj) => errors.push(obj) },
    });
    await sweep.stop();
    expect(await rowOf(old)).toBeUndefined();
    expect(errors).toEqual([]);
  });
});

describe('removing participants and events', () => {
  it('DELETE participants/{id} removes their answer files, row and stored object', async () => {
    const o = await organiser();
    const mine = await uploadFromNewAddress(o.event.pageCode);
    const theirs = await uploadFromNewAddress(o.event.pageCode);
    await ok(await register(o.event.pageCode, { [o.field.id]: mine }, 'ann@example.com'));
    await ok(await register(o.event.pageCode, { [o.field.id]: theirs }, 'bob@example.com'));
    const row = (await rowOf(mine))!;
    expect((await call(t.app, 'GET', `answer-files/${mine}`, { token: o.token })).statusCode).toBe(200);

    await ok(await call(t.app, 'DELETE', `participants/${row.participantId}`, { token: o.token }));
    expect((await call(t.app, 'GET', `answer-files/${mine}`, { token: o.token })).statusCode).toBe(404);
    expect(await rowOf(mine)).toBeUndefined();
    expect(await t.storage.stat(row.storageKey)).toBeNull();
    // The other participant's file stays.
    expect((await call(t.app, 'GET', `answer-files/${theirs}`, { token: o.token })).statusCode).toBe(200);
    // Once gone: 404.
    expect(
      (await call(t.app, 'DELETE', `participants/${row.participantId}`, { token: o.token })).statusCode,
    ).toBe(404);
  });

  it("DELETE participants/{id} of another tenant's participant removes nothing", async () => {
    const o = await organiser();
    const other = await organiser();
    const id = await uploadFromNewAddress(o.event.pageCode);
    await ok(await register(o.event.pageCode, { [o.field.id]: id }));
    const row = (await rowOf(id))!;
    expect(
      (await call(t.app, 'DELETE', `participants/${row.participantId}`, { token: other.token })).statusCode,
    ).toBe(404);
    expect(await rowOf(id)).toMatchObject({ participantId: row.participantId });
    expect(await t.storage.stat(row.storageKey)).toMatchObject({ size: pdf.length });
  });

  it("DELETE events/{id} removes its participants' and unclaimed files, keeps other events' files", async () => {
    const o = await organiser();
    const other = await organiser();
    const claimed = await uploadFromNewAddress(o.event.pageCode);
    const unclaimed = await uploadFromNewAddress(o.event.pageCode);
    const elsewhere = await uploadFromNewAddress(other.event.pageCode);
    await ok(await register(o.event.pageCode, { [o.field.id]: claimed }));
    const keys = [(await rowOf(claimed))!.storageKey, (await rowOf(unclaimed))!.storageKey];

    await ok(await call(t.app, 'DELETE', `events/${o.event.id}`, { token: o.token }));
    for (const id of [claimed, unclaimed]) expect(await rowOf(id)).toBeUndefined();
    for (const key of keys) expect(await t.storage.stat(key)).toBeNull();
    expect(await t.storage.stat((await rowOf(elsewhere))!.storageKey)).toMatchObject({ size: pdf.length });
  });
});
